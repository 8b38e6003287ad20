import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RoomFormInput } from '@restora/shared/contracts/partner-listings';
import { RoomForm } from './room-form';

// After a save the form holds what the server saved and says "Saved." (docs/decisions/screens-and-texts.md,
// "A saved form is clean").

const saved: RoomFormInput = {
  title: 'Bay Suite',
  description: 'A suite with a balcony over the bay.',
  maxGuests: '2',
  priceCents: '142.50',
  cleaningFeeCents: '38',
  bookingMode: '',
};

function renderForm(onSubmit: (values: unknown) => Promise<RoomFormInput | void>) {
  render(<RoomForm defaultValues={saved} submitLabel="Save room" onSubmit={onSubmit} />);
}

describe('RoomForm', () => {
  it('takes the server’s answer after a save, says Saved., and needs no second save', async () => {
    const user = userEvent.setup();
    // The server answers with the title trimmed and the price as it keeps it.
    const onSubmit = vi.fn(async (_values: unknown) => ({
      ...saved,
      title: 'Bay Suite Deluxe',
      priceCents: '150',
    }));
    renderForm(onSubmit);
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), '  Bay Suite Deluxe  ');
    await user.clear(screen.getByLabelText('Nightly price ($)'));
    await user.type(screen.getByLabelText('Nightly price ($)'), '150.00');
    await user.click(screen.getByRole('button', { name: 'Save room' }));

    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ title: 'Bay Suite Deluxe', priceCents: 15_000 });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Bay Suite Deluxe');
    expect((screen.getByLabelText('Nightly price ($)') as HTMLInputElement).value).toBe('150');

    // A new change takes the confirmation away until it is saved too.
    await user.type(screen.getByLabelText('Maximum guests'), '0');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sends the room’s own booking mode, or null for "As the property" (docs/decisions/request-to-book.md)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: unknown) => undefined);
    renderForm(onSubmit);
    await user.selectOptions(screen.getByLabelText('How guests book'), 'Request to book');
    await user.click(screen.getByRole('button', { name: 'Save room' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ bookingMode: 'request' });
    await user.selectOptions(screen.getByLabelText('How guests book'), 'As the property');
    await user.click(screen.getByRole('button', { name: 'Save room' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({ bookingMode: null });
  });

  it('keeps what was typed and says nothing was saved when the save fails', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn(async () => Promise.reject(new Error('offline'))));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Garden Room');
    await user.click(screen.getByRole('button', { name: 'Save room' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Garden Room');
  });
});
