import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REFUND_REASON_REQUIRED } from '@restora/shared/domain/admin-bookings';
import { ApiError } from '@/lib/api-client';
import { RefundDialog, type RefundRequest } from './refund-dialog';

async function open(refund: (r: RefundRequest) => Promise<unknown>, leftCents = 12_345) {
  render(<RefundDialog what="booking #12" leftCents={leftCents} canCancel refund={refund} />);
  await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
  return screen.getByRole('dialog', { name: 'Refund booking #12' });
}

const submit = () => userEvent.click(screen.getAllByRole('button', { name: 'Refund' }).at(-1)!);

describe('RefundDialog', () => {
  it('asks a reason and refuses more than is left, sending nothing', async () => {
    const refund = vi.fn(async () => ({}));
    await open(refund);
    await userEvent.type(screen.getByLabelText('Amount (USD)'), '123.46');
    await submit();
    expect(await screen.findByText(REFUND_REASON_REQUIRED)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Reason'), 'The pool was closed');
    await submit();
    expect(await screen.findByText('At most $123.45 is left to refund.')).toBeTruthy();
    expect(refund).not.toHaveBeenCalled();
  });

  it('sends the amount in cents, or none for all that is left, with the cancellation asked', async () => {
    const refund = vi.fn(async () => ({}));
    await open(refund);
    await userEvent.type(screen.getByLabelText('Amount (USD)'), '19.99');
    await userEvent.type(screen.getByLabelText('Reason'), 'The pool was closed');
    await submit();
    expect(refund).toHaveBeenLastCalledWith({
      amountCents: 1999,
      reason: 'The pool was closed',
      cancel: false,
    });

    // Closed after the refund; opened again, empty.
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    expect((screen.getByLabelText('Amount (USD)') as HTMLInputElement).value).toBe('');
    await userEvent.type(screen.getByLabelText('Reason'), 'Closed for repairs');
    await userEvent.click(screen.getByLabelText(/Also cancel the booking/));
    await submit();
    expect(refund).toHaveBeenLastCalledWith({ reason: 'Closed for repairs', cancel: true });
  });

  it("keeps what was typed and shows the server's refusal on the amount", async () => {
    const refund = vi.fn(async () => {
      throw new ApiError(409, 'conflict', 'At most $3 is left to refund.');
    });
    await open(refund);
    await userEvent.type(screen.getByLabelText('Amount (USD)'), '10');
    await userEvent.type(screen.getByLabelText('Reason'), 'A second operator');
    await submit();
    expect(await screen.findByText('At most $3 is left to refund.')).toBeTruthy();
    expect((screen.getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('A second operator');
    expect((screen.getByLabelText('Amount (USD)') as HTMLInputElement).value).toBe('10');
  });

  it('gives focus back to the Refund button when it closes with nothing done', async () => {
    const refund = vi.fn(async () => ({}));
    await open(refund);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Refund' }));
    expect(refund).not.toHaveBeenCalled();
  });
});
