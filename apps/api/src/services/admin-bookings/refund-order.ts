import { eq, sql } from 'drizzle-orm';
import type { AdminOrderDetail } from '@restora/shared/contracts/admin-bookings';
import { refundNeedsStepUp } from '@restora/shared/domain/second-factor';
import {
  NOTHING_LEFT_TO_REFUND,
  refundAmount,
  refundCancelsOrder,
  refundTooLarge,
} from '@restora/shared/domain/admin-bookings';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { refunds } from '../../db/schema/refunds';
import { orders } from '../../db/schema/shop';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { settleRefund } from '../bookings/refund-booking';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import type { PaymentProvider } from '../payments/payment-provider';
import type { StepUp } from '../two-factor/step-up';
import { restoreStock } from '../shop/orders';
import { getAdminOrder, ORDER_NOT_FOUND } from './get-admin-order';

/**
 * The operator gives back all that is left of an order's payment (no amount) or part of it
 * (docs/decisions/admin-bookings.md). The order and its payment are locked, so two refunds at once cannot
 * both read the same total; every refund counts against the cap, a failed one too (it awaits its retry).
 * A refund of all that is left cancels an order that has not left the warehouse and returns its stock,
 * as the customer's own cancellation does. The provider is asked after the commit.
 */
export async function refundOrder({
  db,
  provider,
  events,
  logger,
  actor,
  orderId,
  amountCents: asked,
  reason,
  stepUp,
}: {
  db: Database;
  provider: PaymentProvider;
  events: DomainEvents;
  logger?: Logger;
  actor: AuditActor;
  orderId: number;
  amountCents?: number;
  reason: string;
  /** A refund over the threshold asks for a recent second factor (docs/decisions/second-factors.md). */
  stepUp: StepUp;
}): Promise<AdminOrderDetail> {
  const recorded = await commitThenAnnounce(db, events, async (tx, announce) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, order.paymentId)).for('update');
    if (!payment || payment.status !== 'succeeded' || !payment.providerRef)
      throw new AppError('unprocessable', 'This order has no settled payment to refund.');
    const [so] = await tx
      .select({
        n: sql<number>`count(*)::int`,
        cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int`,
      })
      .from(refunds)
      .where(eq(refunds.paymentId, payment.id));
    const already = Number(so?.cents ?? 0);
    const leftCents = Math.max(0, Math.min(order.totalCents, payment.amountCents) - already);
    const amountCents = refundAmount(asked, leftCents);
    if (amountCents === null)
      throw new AppError('conflict', leftCents <= 0 ? NOTHING_LEFT_TO_REFUND : refundTooLarge(leftCents));
    if (refundNeedsStepUp(amountCents)) await stepUp(tx);

    const key = `order-${orderId}-refund-${Number(so?.n ?? 0) + 1}`;
    const [row] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        orderId,
        amountCents,
        reason,
        requestedBy: 'operator',
        requestedByUserId: actor.userId,
        idempotencyKey: key,
      })
      .returning({ id: refunds.id });
    const cancels = amountCents === leftCents && refundCancelsOrder(order.status);
    if (cancels) {
      await tx
        .update(orders)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(eq(orders.id, orderId));
      await restoreStock(tx, orderId);
    }
    await recordAudit(tx, actor, {
      action: 'order.refund',
      object: { type: 'order', id: orderId },
      before: { status: order.status, totalCents: order.totalCents, refundedCents: already },
      after: {
        status: cancels ? 'cancelled' : order.status,
        totalCents: order.totalCents,
        refundedCents: already + amountCents,
        refund: { id: row!.id, amountCents, reason },
      },
    });
    announce({ type: 'order.refunded', userId: order.userId, orderId, refundId: row!.id });
    return { id: row!.id, amountCents, chargeReference: payment.providerRef, key };
  });
  await settleRefund({ db, provider, logger, refund: recorded, reason });
  return getAdminOrder({ db, id: orderId });
}
