import type { Database } from '../../db/client';
import { refunds } from '../../db/schema/refunds';
import type { Logger } from '../../logger';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import type { RefundRequest } from './payment-kind';
import type { PaymentProvider } from '../../adapters/payment-provider';
import { planRefund } from './plan-refund';
import { settleRefund } from './settle-refund';

// The one way money goes back (docs/decisions/cancellation-and-refunds.md, "One refund call"), as
// payWithHold is the one way it comes in: for a stay, a service booking or an order, a part, the rest or a
// cancellation's refund alike.

export type RefundDeps = {
  db: Database;
  provider: PaymentProvider;
  events: DomainEvents;
  logger?: Logger;
};

export type RefundOutcome = {
  /** None when a cancellation found nothing left to give back. */
  refund: { id: number; amountCents: number; status: 'succeeded' | 'failed' } | null;
};

/**
 * What a refund asked now would give back (0 for a cancellation with nothing left), or the AppError it
 * would be refused with: for a caller's own rule on the amount (a second factor over a threshold) before it
 * asks. Nothing is written; the refund itself checks again under its locks.
 */
export async function previewRefund(db: Database, request: RefundRequest): Promise<number> {
  return db.transaction(async (tx) => (await planRefund(tx as unknown as Database, request)).amountCents);
}

/**
 * Gives back part or the rest of what a booking or an order was paid. One transaction locks the thing sold
 * and its payment, caps the amount, records the refund `pending` with its idempotency key and runs the
 * kind's `onRefunded` (a cancellation, the stock or nights given back, the audit record, the event); after
 * the commit the provider is asked and its answer written. A refund the provider refuses is `failed`, what
 * the kind did stands, and the refund awaits `retryRefund` with the same key.
 */
export async function refundPayment(deps: RefundDeps, request: RefundRequest): Promise<RefundOutcome> {
  const { db, provider, events, logger } = deps;
  const recorded = await commitThenAnnounce(db, events, async (tx, announce) => {
    const plan = await planRefund(tx, request);
    let refund = null;
    if (plan.amountCents > 0) {
      const [row] = await tx
        .insert(refunds)
        .values({
          paymentId: plan.paymentId,
          bookingId: plan.hooks.subject === 'booking' ? plan.subject.id : null,
          orderId: plan.hooks.subject === 'order' ? plan.subject.id : null,
          retreatBookingId: plan.hooks.subject === 'retreat' ? plan.subject.id : null,
          amountCents: plan.amountCents,
          reason: request.reason,
          requestedBy: request.requestedBy,
          requestedByUserId: request.requestedByUserId,
          idempotencyKey: plan.idempotencyKey,
        })
        .returning({ id: refunds.id });
      refund = { id: row!.id, amountCents: plan.amountCents };
    }
    await plan.hooks.onRefunded(
      tx,
      {
        request,
        subject: plan.subject,
        refund,
        recordedBefore: plan.recordedBefore,
        leftAfter: plan.leftAfter,
      },
      announce,
    );
    return (
      refund && { ...refund, chargeReference: plan.chargeReference, idempotencyKey: plan.idempotencyKey }
    );
  });
  if (!recorded) return { refund: null };
  const status = await settleRefund({
    db,
    provider,
    logger,
    refund: { ...recorded, reason: request.reason },
  });
  return { refund: { id: recorded.id, amountCents: recorded.amountCents, status } };
}
