import { eq } from 'drizzle-orm';
import type { AdminRetreatBooking } from '@restora/shared/contracts/admin-retreats';
import { NOTHING_LEFT_TO_REFUND, refundTooLarge } from '@restora/shared/domain/admin-bookings';
import { refundNeedsStepUp } from '@restora/shared/domain/second-factor';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { retreatBookings } from '../../db/schema/retreats';
import { AppError } from '../../errors';
import type { AuditActor } from '../audit/record-audit';
import { recordAudit } from '../audit/record-audit';
import type { StepUp } from '../identity';
import { refundPayment, type RefundDeps } from '../payments/refund-payment';
import { refundsOf, refundsOfPayment } from '../payments/refunded-so-far';
import { cancelPlace } from '../retreats';
import { getAdminRetreatBooking } from './list-admin-retreat-bookings';

// The operator gives back all or part of what a retreat place paid, cancelling it or not
// (docs/decisions/retreats-back-office.md, "Refunds"). Cancelling goes through the guest side's cancelPlace
// (the place, its spots and what it owes in all fixed in one transaction, then topped up); a refund without
// cancelling is one or two calls of the one refund call: the balance's payment first, then the deposit's.
// Either way never more than was paid less every refund recorded; the refund call checks it again under its
// locks, so two operators at once cannot both give the same cents.

export const PLACE_NOT_FOUND = 'Retreat booking not found';
export const PLACE_NOT_PAID = 'This place has no settled payment to refund.';
export const PLACE_ALREADY_CANCELLED =
  'This place is already cancelled; refund it without cancelling to give more back.';

type Place = typeof retreatBookings.$inferSelect;

/** A place's succeeded payments: the deposit and the balance, with what each has left to refund. */
async function paidPayments(db: Database, place: Place) {
  const ids = [place.balancePaymentId, place.depositPaymentId].filter((id): id is number => id !== null);
  const out: { id: number; kind: 'retreat' | 'retreat_balance'; leftCents: number; amountCents: number }[] =
    [];
  for (const id of ids) {
    const [payment] = await db.select().from(payments).where(eq(payments.id, id));
    if (!payment || payment.status !== 'succeeded') continue;
    const recorded = (await refundsOfPayment(db, id)).recordedCents;
    out.push({
      id,
      kind: id === place.depositPaymentId ? 'retreat' : 'retreat_balance',
      amountCents: payment.amountCents,
      leftCents: Math.max(0, payment.amountCents - recorded),
    });
  }
  return out;
}

export async function refundRetreatBooking({
  deps,
  actor,
  placeId,
  amountCents,
  cancel,
  reason,
  stepUp,
}: {
  deps: RefundDeps;
  actor: AuditActor;
  placeId: number;
  amountCents: number | 'rest';
  cancel: boolean;
  reason: string;
  stepUp: StepUp;
}): Promise<AdminRetreatBooking> {
  const { db } = deps;
  const [place] = await db.select().from(retreatBookings).where(eq(retreatBookings.id, placeId));
  if (!place) throw new AppError('not_found', PLACE_NOT_FOUND);
  // Only a confirmed place (perhaps cancelled since) took money: not a request, nor a failed payment.
  if (place.status !== 'confirmed' && place.status !== 'cancelled')
    throw new AppError('unprocessable', PLACE_NOT_PAID);
  if (cancel && place.status === 'cancelled') throw new AppError('conflict', PLACE_ALREADY_CANCELLED);
  const paid = await paidPayments(db, place);
  const paidCents = paid.reduce((sum, p) => sum + p.amountCents, 0);
  const recorded = (await refundsOf(db, 'retreat', placeId)).recordedCents;
  const left = Math.max(0, paidCents - recorded);
  const amount = amountCents === 'rest' ? left : amountCents;
  if (!cancel && left <= 0) throw new AppError('conflict', NOTHING_LEFT_TO_REFUND);
  if (amount > left) throw new AppError('conflict', refundTooLarge(left));
  if (refundNeedsStepUp(amount)) await stepUp(db);

  if (cancel) {
    // What the place gives back in all: what was refunded already plus this amount.
    await cancelPlace(deps, {
      placeId,
      by: 'operator',
      reason,
      refund: amountCents === 'rest' ? 'all' : recorded + amount,
      actor,
      requestedByUserId: actor.userId,
    });
  } else {
    let owed = amount;
    try {
      for (const payment of paid) {
        const part = Math.min(owed, payment.leftCents);
        if (part <= 0) continue;
        await refundPayment(deps, {
          kind: payment.kind,
          subjectId: placeId,
          amountCents: part,
          cancels: false,
          reason,
          requestedBy: 'operator',
          requestedByUserId: actor.userId,
          actor,
        });
        owed -= part;
      }
    } finally {
      // What was given, even when a second part was refused (another refund took what was left meanwhile).
      const given = amount - owed;
      if (given > 0)
        await db.transaction((tx) =>
          recordAudit(tx, actor, {
            action: 'retreat_booking.refund',
            object: { type: 'retreat_booking', id: placeId },
            before: { refundedCents: recorded },
            after: { refundedCents: recorded + given, amountCents: given, reason },
          }),
        );
    }
  }
  return (await getAdminRetreatBooking(db, placeId))!;
}
