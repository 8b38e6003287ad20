import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { BALANCE_RETRY_DAYS } from '@restora/shared/domain/retreats';
import { addDaysIso } from '@restora/shared/domain/dates';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { retreatBookings, retreatWaitlist } from '../../db/schema/retreats';
import { AppError } from '../../errors';
import type { PaymentKind, RefundHooks } from '../payments/payment-kind';
import { offerFreeSpots, releaseSpots } from './spots';

// The two payments of a retreat place (docs/decisions/retreats.md, "Money"): the deposit (or all, paid in
// full) when booking, through payWithHold with the card kept at the provider; the balance on its due day,
// charged to the kept card by the schedule (balance.ts). Refunds of either go through the one refund call,
// against the place, from the payment that took the money.

type Place = typeof retreatBookings.$inferSelect;

/** What the place has paid: its deposit and its balance, each counted once it succeeded. */
export const placePaidCents = (tx: Database, place: Place) =>
  tx
    .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'succeeded'),
        or(
          eq(payments.id, place.depositPaymentId),
          place.balancePaymentId ? eq(payments.id, place.balancePaymentId) : sql`false`,
        ),
      ),
    )
    .then(([row]) => Number(row?.cents ?? 0));

function refundHooks(which: 'deposit' | 'balance'): RefundHooks<Place> {
  return {
    subject: 'retreat',
    async lock(tx, id) {
      const [place] = await tx.select().from(retreatBookings).where(eq(retreatBookings.id, id)).for('update');
      if (!place) throw new AppError('not_found', 'Retreat booking not found');
      const paymentId = which === 'deposit' ? place.depositPaymentId : place.balancePaymentId;
      if (!paymentId) throw new AppError('unprocessable', 'This place has no balance payment to refund.');
      return {
        id,
        paymentId,
        totalCents: await placePaidCents(tx, place),
        // Only a place confirmed (and perhaps cancelled since) took money: not a request, nor a failed one.
        paid: place.status === 'confirmed' || place.status === 'cancelled',
        row: place,
      };
    },
    // The cancellation itself (spots, mail, audit) is cancel-place.ts's, before any refund is asked.
    async onRefunded() {},
  };
}

/** The deposit, or the whole price when paid in full. */
export const retreatPayments: PaymentKind = {
  purpose: 'retreat',
  async onPaid(tx, payment, announce, settled) {
    const card = settled?.savedCard;
    const [place] = await tx
      .update(retreatBookings)
      .set({
        status: 'confirmed',
        confirmedAt: new Date(),
        ...(card ? { cardToken: card.token, cardBrand: card.brand, cardLast4: card.last4 } : {}),
        balanceNextTryOn: sql`${retreatBookings.balanceDueDate}`,
      })
      .where(and(eq(retreatBookings.depositPaymentId, payment.id), eq(retreatBookings.status, 'pending')))
      .returning();
    if (place) announce({ type: 'retreat.booked', userId: place.userId, retreatBookingId: place.id });
  },
  // A place on request (docs/decisions/request-to-book.md): the card authorized is kept for the balance.
  async onAuthorized(tx, payment, { savedCard: card }) {
    if (!card) return;
    await tx
      .update(retreatBookings)
      .set({ cardToken: card.token, cardBrand: card.brand, cardLast4: card.last4 })
      .where(and(eq(retreatBookings.depositPaymentId, payment.id), eq(retreatBookings.status, 'requested')));
  },
  async onFailed(tx, payment, announce) {
    // A declined card: the place (a purchase, or a request whose authorization was declined) lets go.
    const [place] = await tx
      .update(retreatBookings)
      .set({ status: 'payment_failed' })
      .where(
        and(
          eq(retreatBookings.depositPaymentId, payment.id),
          inArray(retreatBookings.status, ['pending', 'requested']),
        ),
      )
      .returning();
    if (!place) return;
    await releaseSpots(tx, place);
    // A declined card does not lose its owner the offer they came with.
    if (place.waitlistEntryId)
      await tx
        .update(retreatWaitlist)
        .set({ status: 'offered' })
        .where(and(eq(retreatWaitlist.id, place.waitlistEntryId), eq(retreatWaitlist.status, 'booked')));
    if (announce) await offerFreeSpots(tx, place.optionId, new Date(), announce);
  },
  refunds: refundHooks('deposit') as RefundHooks<unknown>,
};

/** The day of the next try after `attempts` declined ones (1, 3 and 5 days after the due day), or none. */
export function nextTryAfter(dueDate: string, attempts: number): string | null {
  const days = BALANCE_RETRY_DAYS[attempts - 1];
  return days === undefined ? null : addDaysIso(dueDate, days);
}

/** Each try of a balance has its key: the schedule's n-th try, or the guest's own early payment. */
export const balanceKey = (placeId: number, attempt: number) => `retreat-balance-${placeId}-${attempt}`;
export const earlyBalanceKey = (placeId: number, guestKey: string) =>
  `retreat-balance-${placeId}-early-${guestKey}`;
const isEarlyBalanceKey = (key: string) => /^retreat-balance-\d+-early-/.test(key);

/** The balance, charged to the kept card (or a new one) by balance.ts. */
export const retreatBalancePayments: PaymentKind = {
  purpose: 'retreat_balance',
  resumesItself: true,
  async onPaid(tx, payment, announce, settled) {
    const card = settled?.savedCard;
    const [place] = await tx
      .update(retreatBookings)
      .set({
        balanceStatus: 'paid',
        balanceNextTryOn: null,
        ...(card ? { cardToken: card.token, cardBrand: card.brand, cardLast4: card.last4 } : {}),
      })
      .where(eq(retreatBookings.balancePaymentId, payment.id))
      .returning();
    if (place) announce({ type: 'retreat.balance-paid', userId: place.userId, retreatBookingId: place.id });
  },
  async onFailed(tx, payment, announce) {
    const [place] = await tx
      .select()
      .from(retreatBookings)
      .where(eq(retreatBookings.balancePaymentId, payment.id))
      .for('update');
    if (!place || place.status !== 'confirmed') return;
    // The guest paying early with another card: a decline is theirs to see on the page; the schedule stands.
    if (isEarlyBalanceKey(payment.idempotencyKey)) return;
    const next = nextTryAfter(place.balanceDueDate ?? '', place.balanceAttempts);
    await tx
      .update(retreatBookings)
      .set({ balanceStatus: 'failed', balanceNextTryOn: next })
      .where(eq(retreatBookings.id, place.id));
    announce?.({ type: 'retreat.balance-declined', userId: place.userId, retreatBookingId: place.id });
  },
  refunds: refundHooks('balance') as RefundHooks<unknown>,
};
