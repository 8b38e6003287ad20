import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PartnerRetreat } from '@restora/shared/contracts/partner-retreats';
import { utcDay } from '@restora/shared/domain/booking-window';
import { ApiError } from '@/lib/api-client';
import { RetreatForm } from './retreat-form';
import { emptyRetreat, retreatToForm, type RetreatFormValues } from './retreat-form-values';

const properties = [
  { id: 4, name: 'Casa do Mar' },
  { id: 9, name: 'Monte Verde' },
];
const rooms = [
  { id: 31, title: 'Dune Suite' },
  { id: 32, title: 'Cork Room' },
];
const useRooms = (propertyId: number | null) => (propertyId === 9 ? rooms : []);

const photo = (id: number, alt: string) => ({
  id,
  alt,
  width: 800,
  height: 600,
  sizes: [
    { width: 800, height: 600, avif: `/uploads/photos/${id}.avif`, webp: `/uploads/photos/${id}.webp` },
  ],
});
const retreatPhotos = [photo(51, 'The shala at dawn'), photo(52, 'Ana Lima teaching')];

function renderForm(
  onSubmit = vi.fn(async (_values: unknown) => undefined),
  photos?: typeof retreatPhotos,
  defaultValues: RetreatFormValues = emptyRetreat(),
) {
  render(
    <RetreatForm
      properties={properties}
      useRooms={useRooms}
      defaultValues={defaultValues}
      submitLabel="Create retreat"
      photos={photos}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Property'), '9');
  await user.type(screen.getByLabelText('Title'), 'Seven days of breath');
  await user.type(screen.getByLabelText('Summary'), 'Yoga and breathwork by the sea.');
  await user.type(screen.getByLabelText('Description'), 'A quiet week.');
  await user.type(screen.getByLabelText('Day-by-day program'), 'Day 1: arrive.');
  setDate('Start date', utcDay(90));
  setDate('End date', utcDay(97));
  await user.selectOptions(screen.getByLabelText('Level'), 'all');
  await user.type(screen.getByLabelText('Option 1: name'), 'Private room');
  await user.type(screen.getByLabelText('Option 1: price per person ($)'), '1200.50');
  await user.type(screen.getByLabelText('Option 1: spots'), '6');
  await user.click(screen.getByLabelText(/^Standard/));
}

describe('RetreatForm', () => {
  it('names every missing field with the contract’s message and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create retreat' }));
    expect(await screen.findByText('Choose the property')).toBeTruthy();
    expect(screen.getByText('Enter the title')).toBeTruthy();
    expect(screen.getByText('Enter a summary')).toBeTruthy();
    expect(screen.getByText('Enter a description')).toBeTruthy();
    expect(screen.getByText('Enter the day-by-day program')).toBeTruthy();
    expect(screen.getAllByText('Use a date in the form YYYY-MM-DD')).toHaveLength(2);
    expect(screen.getByText("Enter the option's name")).toBeTruthy();
    expect(screen.getByText('Enter the price per person')).toBeTruthy();
    expect(screen.getByText('Enter the number of spots')).toBeTruthy();
    expect(screen.getByText('Choose a cancellation policy')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Option 1: spots').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a deposit under 15 % and an option with no spot', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Deposit (%)'));
    await user.type(screen.getByLabelText('Deposit (%)'), '10');
    await user.clear(screen.getByLabelText('Option 1: spots'));
    await user.type(screen.getByLabelText('Option 1: spots'), '0');
    await user.click(screen.getByRole('button', { name: 'Create retreat' }));
    expect(await screen.findByText('The deposit is at least 15%')).toBeTruthy();
    expect(screen.getByText('An option has at least 1 spot')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an end before the start, a start in the past and an early bird after the start', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await fillValid(user);
    setDate('Start date', utcDay(-3));
    setDate('End date', utcDay(-5));
    await user.type(screen.getByLabelText('Option 1: early-bird price ($)'), '900');
    setDate('Option 1: early bird until', utcDay(10));
    await user.click(screen.getByRole('button', { name: 'Create retreat' }));
    expect(await screen.findByText('The start date is in the future')).toBeTruthy();
    expect(screen.getByText('The end date is after the start date')).toBeTruthy();
    expect(screen.getByText('The early-bird price ends before the start date')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the API's values: cents, numbers, a room of the property, no deposit when paid in full", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText('Option 1: room held'), '32');
    await user.click(screen.getByLabelText('Pay in full when booking (no deposit)'));
    await user.click(screen.getByRole('button', { name: 'Add a facilitator' }));
    await user.type(screen.getByLabelText('Facilitator 1: name'), 'Ana Lima');
    await user.click(screen.getByLabelText('Breathwork'));
    await user.click(screen.getByRole('button', { name: 'Create retreat' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      propertyId: 9,
      title: 'Seven days of breath',
      startDate: utcDay(90),
      endDate: utcDay(97),
      level: 'all',
      features: ['Breathwork'],
      facilitators: [{ name: 'Ana Lima', bio: '', photoId: null }],
      options: [
        {
          name: 'Private room',
          priceCents: 120_050,
          spots: 6,
          earlyBirdPriceCents: null,
          earlyBirdUntil: null,
          earlyBirdSpots: null,
          roomId: 32,
        },
      ],
      depositPercent: null,
      balanceDueDays: 30,
      cancellationPolicy: 'standard',
    });
  });

  it("shows the server's message on the option's field it names and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderForm(
      vi.fn(async () => {
        throw new ApiError(409, 'conflict', "The room Cork Room is not free for the program's dates", {
          'options.0.roomId': 'Choose a room of this property',
        });
      }),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create retreat' }));
    expect(await screen.findByText('Choose a room of this property')).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Seven days of breath');
  });

  it('removes the option chosen and sends the others with their own values', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await fillValid(user);
    for (const [n, name] of [
      [2, 'Shared twin'],
      [3, 'Villa'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: 'Add a room option' }));
      await user.type(screen.getByLabelText(`Option ${n}: name`), name);
      await user.type(screen.getByLabelText(`Option ${n}: price per person ($)`), '900');
      await user.type(screen.getByLabelText(`Option ${n}: spots`), '4');
    }
    await user.click(screen.getByRole('button', { name: /Remove option 2/ }));
    expect((screen.getByLabelText('Option 2: name') as HTMLInputElement).value).toBe('Villa');
    await user.click(screen.getByRole('button', { name: 'Create retreat' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const sent = onSubmit.mock.calls[0]![0] as { options: { name: string }[] };
    expect(sent.options.map((o) => o.name)).toEqual(['Private room', 'Villa']);
  });

  it("gives a facilitator one of the retreat's photos, shown beside the picker, or none", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm(undefined, retreatPhotos);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Add a facilitator' }));
    await user.type(screen.getByLabelText('Facilitator 1: name'), 'Ana Lima');
    const picker = screen.getByLabelText('Facilitator 1: photo');
    expect([...(picker as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'No photo',
      'Photo 1: The shala at dawn',
      'Photo 2: Ana Lima teaching',
    ]);
    await user.selectOptions(picker, '52');
    expect(screen.getByAltText('Ana Lima teaching')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create retreat' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ facilitators: [{ name: 'Ana Lima', photoId: 52 }] });
  });

  it('offers no photo picker before the retreat has photos to choose from', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Add a facilitator' }));
    expect(screen.queryByLabelText('Facilitator 1: photo')).toBeNull();
    expect(screen.getByText(/Save the retreat, then add its photos/)).toBeTruthy();
  });
});

describe('RetreatForm: how guests book', () => {
  // A saved retreat on request, as the API answers it (docs/decisions/request-to-book.md).
  const saved: PartnerRetreat = {
    id: 12,
    title: 'Seven days of breath',
    summary: 'Yoga and breathwork by the sea.',
    startDate: utcDay(90),
    endDate: utcDay(97),
    propertyName: 'Monte Verde',
    city: 'Sintra',
    country: 'Portugal',
    imageUrl: '/images/stays/stay-01.svg',
    level: 'all',
    features: [],
    fromPriceCents: 120_000,
    fullPriceCents: null,
    earlyBirdUntil: null,
    spotsLeft: 6,
    propertyId: 9,
    description: 'A quiet week.',
    program: 'Day 1: arrive.',
    checkInTime: '15:00',
    checkOutTime: '11:00',
    included: '',
    notIncluded: '',
    language: 'English',
    facilitators: [],
    photos: [],
    options: [
      {
        id: 5,
        name: 'Private room',
        description: '',
        priceCents: 120_000,
        earlyBirdPriceCents: null,
        earlyBirdUntil: null,
        earlyBirdSpots: null,
        currentPriceCents: 120_000,
        earlyBirdNow: false,
        spots: 6,
        spotsLeft: 6,
        roomId: null,
      },
    ],
    depositPercent: 25,
    balanceDueDays: 30,
    cancellationPolicy: 'standard',
    status: 'draft',
    bookingMode: 'request',
    organisationName: 'Lotus Path Retreats',
    bookedPeople: 0,
    waitlistPeople: 0,
    paidCents: 0,
  };
  const mode = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

  it('is instant for a new retreat, and sends the mode chosen', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    const group = screen.getByRole('group', { name: 'How guests book' });
    expect(group.contains(mode('Instant booking'))).toBe(true);
    expect(mode('Instant booking').checked).toBe(true);
    expect(mode('Request to book').checked).toBe(false);
    expect(mode('Request to book').getAttribute('aria-describedby')).toBeTruthy();
    await fillValid(user);
    await user.click(mode('Request to book'));
    await user.click(screen.getByRole('button', { name: 'Create retreat' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ bookingMode: 'request' });
  });

  it("loads a saved retreat's mode, and sends it back as changed", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: unknown) => undefined);
    renderForm(onSubmit, undefined, retreatToForm(saved));
    expect(mode('Request to book').checked).toBe(true);
    // The test's DOM leaves a select's default unset: choose them as the partner sees them.
    await user.selectOptions(screen.getByLabelText('Property'), '9');
    await user.selectOptions(screen.getByLabelText('Level'), 'all');
    await user.click(screen.getByRole('button', { name: 'Create retreat' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ bookingMode: 'request', propertyId: 9 });
    await user.click(mode('Instant booking'));
    await user.click(screen.getByRole('button', { name: 'Create retreat' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({ bookingMode: 'instant' });
  });
});
