import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { PropertyForm } from './property-form';
import type { PropertyFormInput } from '@restora/shared/contracts/partner-listings';
import { emptyProperty } from './property-form-values';

function renderForm(onSubmit = vi.fn(async (_values: unknown) => undefined)) {
  render(
    <PropertyForm
      defaultValues={emptyProperty}
      submitLabel="Create property"
      onSubmit={onSubmit}
      renderMarkdown={(markdown) => <p>rendered: {markdown}</p>}
      renderMap={({ latitude, longitude }) => <p>map at {`${latitude},${longitude}`}</p>}
    />,
  );
  return onSubmit;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Casa do Mar');
  await user.selectOptions(screen.getByLabelText('Type'), 'spa_resort');
  await user.selectOptions(screen.getByLabelText('Setting'), 'beach');
  await user.type(screen.getByLabelText('Description'), 'A calm house.');
  await user.type(screen.getByLabelText('Street address'), 'Rua 1');
  await user.type(screen.getByLabelText('City'), 'Porto');
  await user.type(screen.getByLabelText('Country'), 'Portugal');
  await user.type(screen.getByLabelText('Latitude'), '41.15');
  await user.type(screen.getByLabelText('Longitude'), '-8.61');
  await user.click(screen.getByLabelText('Sauna'));
}

describe('PropertyForm', () => {
  it('names every missing or out-of-range field and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByLabelText('Latitude'), '95');
    await user.type(screen.getByLabelText('Longitude'), 'east');
    await user.clear(screen.getByLabelText('Check-in from'));
    await user.click(screen.getByRole('button', { name: 'Create property' }));
    expect(await screen.findByText("Enter the property's name")).toBeTruthy();
    expect(screen.getByText('Choose the kind of property')).toBeTruthy();
    expect(screen.getByText('Choose the setting')).toBeTruthy();
    expect(screen.getByText('Enter the city')).toBeTruthy();
    expect(screen.getByText('The latitude is between -90 and 90')).toBeTruthy();
    expect(screen.getByText('Enter the longitude as a number, e.g. -9.14')).toBeTruthy();
    expect(screen.getByText('Enter the check-in time as HH:MM, e.g. 15:00')).toBeTruthy();
    expect(screen.getByLabelText('Latitude').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends numbers for the coordinates and the chosen lists', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create property' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'Casa do Mar',
      type: 'spa_resort',
      latitude: 41.15,
      longitude: -8.61,
      amenities: ['Sauna'],
      wellnessFeatures: [],
      checkInTime: '15:00',
      checkOutTime: '11:00',
    });
    expect(await screen.findByText('map at 41.15,-8.61')).toBeTruthy();
  });

  it("puts the server's messages on their fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderForm(
      vi.fn(async () => {
        throw new ApiError(400, 'validation_failed', 'Some fields are not valid.', {
          city: 'Not a city we know',
        });
      }),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create property' }));
    expect(await screen.findByText('Not a city we know')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Casa do Mar');
    expect((screen.getByLabelText('Latitude') as HTMLInputElement).value).toBe('41.15');
    expect((screen.getByLabelText('Sauna') as HTMLInputElement).checked).toBe(true);
  });

  it('takes the server’s answer after a save and says Saved. (docs/decisions/screens-and-texts.md)', async () => {
    const user = userEvent.setup();
    const saved: PropertyFormInput = {
      ...emptyProperty,
      name: 'Casa do Mar',
      type: 'spa_resort',
      setting: 'beach',
      description: 'A calm house.',
      address: 'Rua 1',
      city: 'Porto',
      country: 'Portugal',
      latitude: '41.15',
      longitude: '-8.61',
    };
    const onSubmit = vi.fn(async () => ({ ...saved, city: 'Porto', latitude: '41.1' }));
    render(
      <PropertyForm
        defaultValues={saved}
        submitLabel="Save property"
        onSubmit={onSubmit}
        renderMarkdown={(markdown) => <p>{markdown}</p>}
        renderMap={() => null}
      />,
    );
    // The test's DOM leaves a select's default unset: choose them as the partner sees them.
    await user.selectOptions(screen.getByLabelText('Type'), 'spa_resort');
    await user.selectOptions(screen.getByLabelText('Setting'), 'beach');
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), '  Porto ');
    await user.clear(screen.getByLabelText('Latitude'));
    await user.type(screen.getByLabelText('Latitude'), '41.10');
    await user.click(screen.getByRole('button', { name: 'Save property' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Porto');
    expect((screen.getByLabelText('Latitude') as HTMLInputElement).value).toBe('41.1');
    await user.click(screen.getByLabelText('Sauna'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('previews the description with the Markdown renderer it is given', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Description'), 'Hello **there**');
    await user.click(screen.getByRole('button', { name: 'Preview description' }));
    expect(screen.getByRole('region', { name: 'Description preview' }).textContent).toBe(
      'rendered: Hello **there**',
    );
  });
});
