import { and, eq, sql } from 'drizzle-orm';
import { BOOKING_NOT_CONFIRMED } from '@restora/shared/domain/partner-bookings';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { refunds } from '../../db/schema/refunds';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import type { PaymentProvider } from '../payments/payment-provider';

// One way to cancel a booking with its refund, for the guest and the partner alike
// (docs/decisions/cancellation-and-refunds.md). The cancellation, the refund's record and the guest's mail
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
  /**
   * Records the cancellation in the audit trail, in its transaction (docs/decisions/audit-trail.md):
   * `show` reads the booking as the caller's API shows it, before and after.
   */
  audit?: { actor: AuditActor; show: (tx: Database, bookingId: number) => Promise<unknown> };
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
 * Cancels the booking (its nights free at once, through the room_nights trigger) and refunds its own
 * total, never more than what is left of its payment. Returns the refund as the provider answered.
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
  audit,
}: Options): Promise<CancelOutcome> {
  const recorded = await commitThenAnnounce(db, events, async (tx, announce) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking) throw new AppError('not_found', 'Booking not found');
    await allow(booking, tx);
    if (booking.status !== 'confirmed') throw new AppError('unprocessable', BOOKING_NOT_CONFIRMED);
    const before = audit ? await audit.show(tx, bookingId) : undefined;

    // The payment row is the lock every refund of it queues on, so two refunds of one payment (two
    // service bookings cancelled at once) cannot both read the same total.
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, booking.paymentId))
      .for('update');
    const amountCents = booking.totalCents;
    if (!payment || payment.status !== 'succeeded' || (amountCents > 0 && !payment.providerRef))
      throw new AppError('unprocessable', 'This booking has no settled payment to refund.');
    const already = await refundedOfPayment(tx, payment.id);
    if (already + amountCents > payment.amountCents)
      throw new AppError('unprocessable', 'This payment has already been refunded in full.');

    const updated = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: new Date(), cancelledBy: by, cancellationReason: reason })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'confirmed')))
      .returning({ id: bookings.id, userId: bookings.userId });
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
    return refund;
  });

  if (!recorded) return { bookingId, refund: null };
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
