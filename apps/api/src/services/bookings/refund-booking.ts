import { and, eq, sql } from 'drizzle-orm';
import { NOTHING_LEFT_TO_REFUND, refundAmount, refundTooLarge } from '@restora/shared/domain/admin-bookings';
import { BOOKING_NOT_CONFIRMED } from '@restora/shared/domain/partner-bookings';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { refunds } from '../../db/schema/refunds';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { commitThenAnnounce, type Announce, type DomainEvents } from '../events/domain-events';
import type { PaymentProvider } from '../payments/payment-provider';
import { bookingRefunds, leftToRefund } from '../payments/refunded-so-far';

// One way to cancel a booking with its refund, for the guest, the partner and the operator alike
// (docs/decisions/cancellation-and-refunds.md), and the operator's refund without a cancellation
// (docs/decisions/admin-bookings.md). The cancellation, the refund's record and the guest's mail
// commit together; the provider is asked only after that commit (as payWithHold charges after its hold),
// so no lock is held across a network call. A refund the provider refuses leaves the cancellation standing
// and the refund `failed`, for the operator to retry with the same idempotency key.

export type BookingRow = typeof bookings.$inferSelect;
export type CancellingParty = 'guest' | 'partner' | 'operator';

/** The key the provider sees for a booking's cancellation refund: a retry of it refunds once. */
export const cancellationRefundKey = (bookingId: number) => `booking-${bookingId}-cancel`;

type Options = {
  db: Database;
  provider: PaymentProvider;
  events: DomainEvents;
  logger?: Logger;
  bookingId: number;
  by: CancellingParty;
  byUserId: string;
  reason: string;
  /** Checks the locked booking against the caller's rules; throws an AppError to refuse (nothing is written). */
  allow: (booking: BookingRow, tx: Database) => Promise<void> | void;
  /** Part of what is left to refund (the operator's choice); all that is left when not given. */
  amountCents?: number;
  /**
   * Records the cancellation in the audit trail, in its transaction (docs/decisions/audit-trail.md):
   * `show` reads the booking as the caller's API shows it, before and after.
   */
  audit?: { actor: AuditActor; show: (tx: Database, bookingId: number) => Promise<unknown> };
  /** Runs in the transaction once the write is made: the operator's audit record and message. */
  then?: (tx: Database, announce: Announce, done: Recorded) => Promise<void>;
};

/** What a refund (with or without a cancellation) wrote, for the caller's `then`. */
export type Recorded = {
  before: BookingRow;
  after: BookingRow;
  refund: { id: number; amountCents: number } | null;
  /** Refunded of the booking before this refund (a failed refund counted: it is still owed). */
  refundedBefore: number;
};

export type CancelOutcome = {
  bookingId: number;
  refund: { id: number; amountCents: number; status: 'succeeded' | 'failed' } | null;
};

/** Total recorded against a payment (every refund counts, a failed one too: it is still owed). */
async function refundedOfPayment(tx: Database, paymentId: number) {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
  return Number(row?.cents ?? 0);
}

/**
 * Locks the booking, then its payment: the payment row is the lock every refund of it queues on, so two
 * refunds of one payment (two service bookings of one payment, two operators at once) cannot both read the
 * same total. What is left is the booking's total less its refunds, and never more than the payment has left.
 */
async function lockRefundable(tx: Database, bookingId: number, allow: Options['allow']) {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking) throw new AppError('not_found', 'Booking not found');
  await allow(booking, tx);
  const [payment] = await tx.select().from(payments).where(eq(payments.id, booking.paymentId)).for('update');
  const settled = payment && payment.status === 'succeeded' && booking.status !== 'pending';
  if (!settled || (booking.totalCents > 0 && !payment.providerRef))
    throw new AppError('unprocessable', 'This booking has no settled payment to refund.');
  const ofBooking = await bookingRefunds(tx, bookingId);
  const ofPayment = await refundedOfPayment(tx, payment.id);
  // The same sum the partner's list shows as refundable (docs/decisions/partner-bookings.md).
  const bookingLeft = leftToRefund(booking.totalCents, ofBooking.recordedCents);
  const paymentLeft = Math.max(0, payment.amountCents - ofPayment);
  return { booking, payment, bookingLeft, leftCents: Math.min(bookingLeft, paymentLeft), ofBooking };
}

/** The amount asked for, checked against what is left (docs/decisions/admin-bookings.md). */
function amountToRefund(asked: number | undefined, leftCents: number) {
  const amount = refundAmount(asked, leftCents);
  if (amount !== null) return amount;
  throw new AppError('conflict', leftCents <= 0 ? NOTHING_LEFT_TO_REFUND : refundTooLarge(leftCents));
}

/**
 * Cancels the booking (its nights free at once, through the room_nights trigger) and refunds what is left
 * of its total (or the part the operator asked for). Returns the refund as the provider answered.
 */
export async function cancelWithRefund({
  db,
  provider,
  events,
  logger,
  bookingId,
  by,
  byUserId,
  reason,
  allow,
  amountCents: asked,
  then,
  audit,
}: Options): Promise<CancelOutcome> {
  const recorded = await commitThenAnnounce(db, events, async (tx, announce) => {
    const locked = await lockRefundable(tx, bookingId, async (b, t) => {
      await allow(b, t);
      if (b.status !== 'confirmed') throw new AppError('unprocessable', BOOKING_NOT_CONFIRMED);
    });
    const { booking, payment, bookingLeft, leftCents, ofBooking } = locked;
    const before = audit ? await audit.show(tx, bookingId) : undefined;
    // A cancellation gives back what the operator has not already refunded of the booking, and is
    // refused if its payment has not that much left; an amount asked for must fit in what is left.
    if (asked === undefined && bookingLeft > leftCents)
      throw new AppError('unprocessable', 'This payment has already been refunded in full.');
    const amountCents = asked === undefined ? bookingLeft : amountToRefund(asked, leftCents);

    const updated = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: new Date(), cancelledBy: by, cancellationReason: reason })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'confirmed')))
      .returning();
    if (!updated.length)
      throw new AppError('conflict', 'This booking has just changed. Reload and try again.');

    let refund: { id: number; amountCents: number; chargeReference: string; key: string } | null = null;
    if (amountCents > 0) {
      const key = cancellationRefundKey(bookingId);
      const [row] = await tx
        .insert(refunds)
        .values({
          paymentId: payment.id,
          bookingId,
          amountCents,
          reason,
          requestedBy: by,
          requestedByUserId: byUserId,
          idempotencyKey: key,
        })
        .returning({ id: refunds.id });
      refund = { id: row!.id, amountCents, chargeReference: payment.providerRef!, key };
    }
    if (audit)
      await recordAudit(tx, audit.actor, {
        action: 'booking.cancel',
        object: { type: 'booking', id: bookingId },
        before,
        after: await audit.show(tx, bookingId),
      });
    announce({ type: 'booking.cancelled', userId: updated[0]!.userId, bookingId, by });
    await then?.(tx, announce, {
      before: booking,
      after: updated[0]!,
      refund: refund && { id: refund.id, amountCents },
      refundedBefore: ofBooking.recordedCents,
    });
    return refund;
  });

  if (!recorded) return { bookingId, refund: null };
  const status = await settleRefund({ db, provider, logger, refund: recorded, reason });
  return { bookingId, refund: { id: recorded.id, amountCents: recorded.amountCents, status } };
}

/**
 * Gives back part (or the rest) of a confirmed or cancelled booking without changing it: the operator's
 * goodwill refund (docs/decisions/admin-bookings.md). Each one has its own idempotency key.
 */
export async function refundWithoutCancelling({
  db,
  provider,
  events,
  logger,
  bookingId,
  by,
  byUserId,
  reason,
  allow,
  amountCents: asked,
  then,
}: Options): Promise<CancelOutcome> {
  const recorded = await commitThenAnnounce(db, events, async (tx, announce) => {
    const { booking, payment, leftCents, ofBooking } = await lockRefundable(tx, bookingId, allow);
    const amountCents = amountToRefund(asked, leftCents);
    const key = `booking-${bookingId}-refund-${ofBooking.count + 1}`;
    const [row] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        bookingId,
        amountCents,
        reason,
        requestedBy: by,
        requestedByUserId: byUserId,
        idempotencyKey: key,
      })
      .returning({ id: refunds.id });
    await then?.(tx, announce, {
      before: booking,
      after: booking,
      refund: { id: row!.id, amountCents },
      refundedBefore: ofBooking.recordedCents,
    });
    return { id: row!.id, amountCents, chargeReference: payment.providerRef!, key };
  });
  const status = await settleRefund({ db, provider, logger, refund: recorded, reason });
  return { bookingId, refund: { id: recorded.id, amountCents: recorded.amountCents, status } };
}

/** Asks the provider for a recorded refund and writes its answer; a throw counts as a failure. */
export async function settleRefund({
  db,
  provider,
  logger,
  refund,
  reason,
}: {
  db: Database;
  provider: PaymentProvider;
  logger?: Logger;
  refund: { id: number; amountCents: number; chargeReference: string; key: string };
  reason: string;
}): Promise<'succeeded' | 'failed'> {
  let result;
  try {
    result = await provider.refund({
      chargeReference: refund.chargeReference,
      amountCents: refund.amountCents,
      currency: 'USD',
      idempotencyKey: refund.key,
      reason,
    });
  } catch {
    result = { status: 'failed' as const, reason: 'provider_error' };
  }
  const now = new Date();
  await db
    .update(refunds)
    .set(
      result.status === 'succeeded'
        ? { status: 'succeeded', providerRef: result.reference, failureReason: null, settledAt: now }
        : { status: 'failed', failureReason: result.reason, settledAt: now },
    )
    .where(eq(refunds.id, refund.id));
  if (result.status === 'failed')
    logger?.error(
      { refundId: refund.id, reason: result.reason },
      'a refund failed; the cancellation stands and the refund awaits a retry',
    );
  return result.status;
}
