import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RetreatBooking } from '@restora/shared/contracts/retreats';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { RETREAT_TEXTS } from '@restora/shared/domain/retreats';
import { formatLocalDateTime } from '@/lib/format';
import { RetreatPlaces } from './retreat-places';

// The dashboard's "Update card" (docs/decisions/retreats.md, "Updating the card"): offered while the
// balance is due, it opens the card form and saves the card without paying.

const place: RetreatBooking = {
  id: 12,
  retreatId: 3,
  retreatTitle: 'Week of stillness',
  startDate: '2027-03-03',
  endDate: '2027-03-09',
  propertyName: 'Stillwater House',
  imageUrl: '/images/retreat.jpg',
  optionName: 'Private room',
  people: 2,
  status: 'confirmed',
  totalCents: 400_000,
  depositCents: 100_000,
  balanceCents: 300_000,
  paidCents: 100_000,
  refundedCents: 0,
  balanceDueDate: '2027-02-01',
  balanceStatus: 'failed',
  nextDate: '2027-02-02',
  card: { brand: 'Visa', last4: '0341' },
  cancellationPolicy: 'standard',
  refundIfCancelledCents: 0,
  requestExpiresAt: null,
  conversationId: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};

let places: RetreatBooking[] = [place];
const cancel = vi.fn();
const updateCard = vi.fn(async () => ({ ...place, card: { brand: 'Mastercard', last4: '4444' } }));
const pay = vi.fn(async () => place);
vi.mock('../api/retreats', () => ({
  useRetreatPlaces: () => ({ data: places }),
  useWaitlistEntries: () => ({ data: [] }),
  usePayBalance: () => ({ mutateAsync: pay }),
  useCancelPlace: () => ({ mutateAsync: cancel }),
  useLeaveWaitlist: () => ({ mutate: vi.fn(), isPending: false }),
  useUpdateRetreatCard: () => ({ mutateAsync: updateCard }),
}));
const toast = vi.fn();
vi.mock('@/components/ui/toast-store', () => ({ toast: (t: unknown) => toast(t) }));

const show = () =>
  render(
    <MemoryRouter>
      <RetreatPlaces />
    </MemoryRouter>,
  );

describe('RetreatPlaces: updating the card', () => {
  it('saves a new card without paying, and says which card the balance will go to', async () => {
    places = [place];
    show();
    await userEvent.click(screen.getByRole('button', { name: RETREAT_TEXTS.updateCard }));
    await userEvent.click(await screen.findByRole('button', { name: RETREAT_TEXTS.saveCard }));
    await waitFor(() =>
      expect(updateCard).toHaveBeenCalledWith({ id: 12, input: { card: { ...SAMPLE_CARD } } }),
    );
    expect(pay).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: RETREAT_TEXTS.cardUpdatedTitle,
        description: RETREAT_TEXTS.cardUpdated('Mastercard', '4444'),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: RETREAT_TEXTS.saveCard })).toBeNull());
  });

  it('is not offered once the balance is paid', () => {
    places = [{ ...place, balanceStatus: 'paid', paidCents: 400_000 }];
    show();
    expect(screen.queryByRole('button', { name: RETREAT_TEXTS.updateCard })).toBeNull();
  });
});

describe('RetreatPlaces: requests to book', () => {
  // As the API lists them (docs/decisions/request-to-book.md): nothing paid, the balance not yet due.
  const asked = {
    ...place,
    paidCents: 0,
    balanceStatus: 'scheduled',
    nextDate: null,
    refundIfCancelledCents: 0,
  } satisfies RetreatBooking;
  const expiresAt = '2026-11-02T10:00:00.000Z';

  it("says a request waits for the host's answer until its time, uncharged, with its conversation", () => {
    places = [{ ...asked, status: 'requested', requestExpiresAt: expiresAt, conversationId: 55 }];
    show();
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Requested')).toBeTruthy();
    expect(item.textContent).toContain(
      `Waiting for the host's answer until ${formatLocalDateTime(expiresAt)}. Your card is not charged yet.`,
    );
    expect(within(item).getByRole('link', { name: 'Read your conversation' }).getAttribute('href')).toBe(
      '/messages/55',
    );
  });

  it.each([
    ['declined', 'Declined', 'Declined by the host. Nothing was charged.'],
    ['expired', 'Expired', 'Expired without an answer. Nothing was charged.'],
  ] as const)('says a %s request ended without a charge', (status, label, line) => {
    places = [{ ...asked, status, balanceStatus: 'none', conversationId: 55 }];
    show();
    const item = screen.getByRole('listitem');
    expect(within(item).getByText(label)).toBeTruthy();
    expect(within(item).getByText(line)).toBeTruthy();
    // Nothing was paid: the balance is not shown as paid.
    expect(within(item).queryByText('Paid', { selector: 'dd' })).toBeNull();
  });

  it.each(['requested', 'declined', 'expired'] as const)(
    'offers no payment, card or cancellation on a %s place',
    (status) => {
      places = [
        {
          ...asked,
          status,
          // Even with a balance marked failed, as a confirmed place's would be.
          balanceStatus: 'failed',
          requestExpiresAt: status === 'requested' ? expiresAt : null,
        },
      ];
      show();
      expect(screen.queryAllByRole('button')).toEqual([]);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(pay).not.toHaveBeenCalled();
      expect(cancel).not.toHaveBeenCalled();
    },
  );
});
