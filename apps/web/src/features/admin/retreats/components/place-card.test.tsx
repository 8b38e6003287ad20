import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminRetreatBooking } from '@restora/shared/contracts/admin-retreats';
import { PlaceCard } from './place-card';

const mutateAsync = vi.fn(async () => ({}));
vi.mock('../api/refund-retreat-booking', () => ({
  useRefundRetreatBooking: () => ({ mutateAsync }),
}));

const place: AdminRetreatBooking = {
  id: 41,
  retreatId: 3,
  retreatTitle: 'Week of stillness',
  startDate: '2027-03-03',
  guestName: 'Rhea Retreatgoer',
  guestEmail: 'rhea@example.com',
  optionName: 'Private room',
  people: 2,
  status: 'confirmed',
  totalCents: 400_000,
  depositCents: 100_000,
  balanceCents: 300_000,
  balanceStatus: 'failed',
  balanceDueDate: '2027-02-01',
  balanceNextTryOn: '2027-02-04',
  balanceAttempts: 2,
  paidCents: 100_000,
  refundedCents: 0,
  refundableCents: 100_000,
  cancelledBy: null,
  cancellationReason: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  payments: [
    {
      id: 7,
      kind: 'deposit',
      amountCents: 100_000,
      status: 'succeeded',
      provider: 'simulated',
      providerRef: 'sim_1',
      card: 'Visa ending 4242',
      failureReason: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      settledAt: '2026-11-01T10:00:01.000Z',
    },
    {
      id: 9,
      kind: 'balance',
      amountCents: 300_000,
      status: 'failed',
      provider: 'simulated',
      providerRef: null,
      card: 'Visa ending 4242',
      failureReason: 'card_declined',
      createdAt: '2027-02-01T09:00:00.000Z',
      settledAt: null,
    },
  ],
  refunds: [],
};

describe('PlaceCard', () => {
  it('shows the money, the declined balance with its next try, and the payment history', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ol>
          <PlaceCard place={place} />
        </ol>
      </QueryClientProvider>,
    );
    const card = screen.getByRole('listitem', { name: 'Place #41 · Rhea Retreatgoer' });
    expect(within(card).getByText(/Balance declined, due .* · 2 tries · next try/)).toBeTruthy();
    expect(within(card).getByText(/Deposit \$1,000\.00 · Visa ending 4242/)).toBeTruthy();
    expect(
      within(card).getByText(/Balance try \$3,000\.00 · Visa ending 4242 · .* · card_declined/),
    ).toBeTruthy();
  });

  it("refunds all that is left as 'rest', cancelling the place when asked", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ol>
          <PlaceCard place={place} />
        </ol>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await userEvent.type(screen.getByLabelText('Reason'), 'The guest cannot travel');
    await userEvent.click(screen.getByLabelText(/Also cancel/));
    await userEvent.click(screen.getAllByRole('button', { name: 'Refund' }).at(-1)!);
    expect(mutateAsync).toHaveBeenCalledWith({
      amountCents: 'rest',
      cancel: true,
      reason: 'The guest cannot travel',
    });
  });
});
