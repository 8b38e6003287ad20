import { eq } from 'drizzle-orm';
import { policyRefundCents, RETREAT_TEXTS } from '@restora/shared/domain/retreats';
import { utcDay } from '@restora/shared/domain/booking-window';
import { payments } from '../../db/schema/payments';
import { retreatBookings, retreats } from '../../db/schema/retreats';
import { AppError } from '../../errors';
import type { AuditActor } from '../audit/record-audit';
import { recordAudit } from '../audit/record-audit';
import { commitThenAnnounce } from '../events/domain-events';
import { refundPayment, type RefundDeps } from '../payments/refund-payment';
import { refundsOf, refundsOfPayment } from '../payments/refunded-so-far';
import { placePaidCents } from './retreat-payments';
import { offerFreeSpots, releaseSpots } from './spots';

// Cancelling a retreat place (docs/decisions/retreats.md, "Cancelling"): the place is cancelled, its spots
// freed (and offered to the waitlist) and what it gives back fixed, in one transaction; then the refunds
// bring what was given back up to that figure, from the balance first, then the deposit. Run again (a job
// after a crash), it finds the place cancelled and only tops the refunds up, so nothing is given twice.

export type CancelledBy = 'guest' | 'partner' | 'operator' | 'unpaid';

export type CancelPlace = {
  placeId: number;
  by: CancelledBy;
  reason: string;
  /** 'policy': what the retreat's policy gives back today; 'all': everything paid; or cents. */
  refund: 'policy' | 'all' | number;
  /** The guest cancelling their own place: anyone else's is not found. */
  userId?: string;
  requestedByUserId?: string;
  actor?: AuditActor;
  now?: Date;
};

export async function cancelPlace(deps: RefundDeps, request: CancelPlace) {
  const { db, events } = deps;
  const now = request.now ?? new Date();
  const today = utcDay(0, now.getTime());
  const place = await commitThenAnnounce(db, events, async (tx, announce) => {
    const [row] = await tx
      .select({ place: retreatBookings, retreat: retreats })
      .from(retreatBookings)
      .innerJoin(retreats, eq(retreats.id, retreatBookings.retreatId))
      .where(eq(retreatBookings.id, request.placeId))
      .for('update', { of: retreatBookings });
    if (!row || (request.userId && row.place.userId !== request.userId))
      throw new AppError('not_found', 'Retreat booking not found');
    const { place, retreat } = row;
    if (place.status === 'cancelled') return place;
    if (place.status !== 'confirmed') throw new AppError('conflict', RETREAT_TEXTS.notCancellable);
    if (request.by === 'guest' && retreat.startDate <= today)
      throw new AppError('conflict', RETREAT_TEXTS.notCancellable);
    const paid = await placePaidCents(tx, place);
    const due =
      request.refund === 'all'
        ? paid
        : request.refund === 'policy'
          ? policyRefundCents({
              policy: retreat.cancellationPolicy,
              startDate: retreat.startDate,
              today,
              depositCents: place.depositCents,
              paidCents: paid,
            })
          : Math.min(paid, request.refund);
    const [cancelled] = await tx
      .update(retreatBookings)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelledBy: request.by === 'unpaid' ? 'operator' : request.by,
        cancellationReason: request.reason,
        refundDueCents: due,
        balanceNextTryOn: null,
      })
      .where(eq(retreatBookings.id, place.id))
      .returning();
    await releaseSpots(tx, place);
    if (retreat.status === 'published') await offerFreeSpots(tx, place.optionId, now, announce);
    if (request.actor)
      await recordAudit(tx, request.actor, {
        action: 'retreat_booking.cancel',
        object: { type: 'retreat_booking', id: place.id },
        before: { status: place.status },
        after: { status: 'cancelled', refundDueCents: due, reason: request.reason },
      });
    announce({ type: 'retreat.cancelled', userId: place.userId, retreatBookingId: place.id, by: request.by });
    return cancelled!;
  });
  await topUpRefunds(deps, place.id, {
    reason: request.reason,
    requestedBy: request.by === 'guest' ? 'guest' : request.by === 'partner' ? 'partner' : 'operator',
    requestedByUserId: request.requestedByUserId ?? place.userId,
    actor: request.actor,
  });
  const [after] = await db.select().from(retreatBookings).where(eq(retreatBookings.id, place.id));
  return after!;
}

/**
 * Gives back what a cancelled place still owes of its `refundDueCents`: from the balance's payment first,
 * then the deposit's, each never beyond what its payment has left (the refund call checks again under its
 * locks). A refund the provider refuses is recorded failed and counts as owed, for the operator to retry.
 */
export async function topUpRefunds(
  deps: RefundDeps,
  placeId: number,
  who: {
    reason: string;
    requestedBy: 'guest' | 'partner' | 'operator';
    requestedByUserId: string;
    actor?: AuditActor;
  },
) {
  const { db } = deps;
  for (const kind of ['retreat_balance', 'retreat'] as const) {
    const [place] = await db.select().from(retreatBookings).where(eq(retreatBookings.id, placeId));
    if (!place || place.refundDueCents === null) return;
    const recorded = (await refundsOf(db, 'retreat', placeId)).recordedCents;
    const owed = place.refundDueCents - recorded;
    if (owed <= 0) return;
    const paymentId = kind === 'retreat' ? place.depositPaymentId : place.balancePaymentId;
    if (!paymentId) continue;
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment || payment.status !== 'succeeded') continue;
    const left = payment.amountCents - (await refundsOfPayment(db, payment.id)).recordedCents;
    const amount = Math.min(owed, left);
    if (amount <= 0) continue;
    await refundPayment(deps, {
      kind,
      subjectId: placeId,
      amountCents: amount,
      cancels: false,
      reason: who.reason,
      requestedBy: who.requestedBy,
      requestedByUserId: who.requestedByUserId,
      actor: who.actor,
    });
  }
}
