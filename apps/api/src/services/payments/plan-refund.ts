import { eq } from 'drizzle-orm';
import { NOTHING_LEFT_TO_REFUND, refundAmount, refundTooLarge } from '@restora/shared/domain/admin-bookings';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../errors';
import type { RefundHooks, RefundRequest, RefundSubject } from './payment-kind';
import { paymentKind } from './payment-kinds';
import { leftToRefund, refundsOf, refundsOfPayment, type RefundOf } from './refunded-so-far';

export const PAID_IN_FULL_MESSAGE = 'This payment has already been refunded in full.';

/** The one idempotency key scheme of every refund: the n-th refund recorded against its booking or order. */
export const refundKey = (of: RefundOf, subjectId: number, n: number) => `${of}-${subjectId}-refund-${n}`;

export type RefundPlan = {
  hooks: RefundHooks<unknown>;
  subject: RefundSubject<unknown>;
  paymentId: number;
  chargeReference: string;
  amountCents: number;
  recordedBefore: number;
  leftAfter: number;
  idempotencyKey: string;
};

/** The amount asked for, checked against what is left (docs/decisions/admin-bookings.md). */
function amountToRefund(asked: number | undefined, leftCents: number) {
  const amount = refundAmount(asked, leftCents);
  if (amount !== null) return amount;
  throw new AppError('conflict', leftCents <= 0 ? NOTHING_LEFT_TO_REFUND : refundTooLarge(leftCents));
}

/**
 * Locks the thing sold (its kind checks it may be refunded so), then its payment: the payment row is the
 * lock every refund of it queues on, so two refunds of one payment (two service bookings of one payment,
 * two operators at once) cannot both read the same total. What is left is the subject's total less every
 * refund recorded against it, a failed one too, and never more than its payment has left
 * (docs/decisions/cancellation-and-refunds.md, "Refunded so far"). Writes nothing.
 */
export async function planRefund(tx: Database, request: RefundRequest): Promise<RefundPlan> {
  const hooks = paymentKind(request.kind).refunds;
  const subject = await hooks.lock(tx, request.subjectId, request);
  const [payment] = await tx.select().from(payments).where(eq(payments.id, subject.paymentId)).for('update');
  const settled =
    payment && payment.status === 'succeeded' && payment.purpose === request.kind && subject.paid;
  if (!settled || (subject.totalCents > 0 && !payment.providerRef))
    throw new AppError('unprocessable', `This ${hooks.subject} has no settled payment to refund.`);

  const ofSubject = await refundsOf(tx, hooks.subject, subject.id);
  const ofPayment = await refundsOfPayment(tx, payment.id);
  const subjectLeft = leftToRefund(subject.totalCents, ofSubject.recordedCents);
  const leftCents = Math.min(subjectLeft, leftToRefund(payment.amountCents, ofPayment.recordedCents));
  const asked = request.amountCents === 'rest' ? undefined : request.amountCents;
  // A cancellation gives back what is left of its own total (nothing, if it was all refunded already), and
  // is refused if its payment has not that much left; an amount asked for must fit in what is left.
  let amountCents;
  if (request.cancels && asked === undefined) {
    if (subjectLeft > leftCents) throw new AppError('unprocessable', PAID_IN_FULL_MESSAGE);
    amountCents = subjectLeft;
  } else amountCents = amountToRefund(asked, leftCents);

  return {
    hooks,
    subject,
    paymentId: payment.id,
    chargeReference: payment.providerRef ?? '',
    amountCents,
    recordedBefore: ofSubject.recordedCents,
    leftAfter: leftCents - amountCents,
    idempotencyKey: refundKey(hooks.subject, subject.id, ofSubject.count + 1),
  };
}
