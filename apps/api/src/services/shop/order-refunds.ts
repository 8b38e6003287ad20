import { eq } from 'drizzle-orm';
import { refundCancelsOrder } from '@restora/shared/domain/admin-bookings';
import { canCancelOrder } from '@restora/shared/domain/shop-rules';
import { orders } from '../../db/schema/shop';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { RefundHooks } from '../payments/payment-kind';
import { restoreStock } from './orders';

type OrderRow = typeof orders.$inferSelect;

/**
 * What a refund does to an order, on its payment kind (docs/decisions/cancellation-and-refunds.md,
 * admin-bookings.md): a refund of all that is left (or one that cancels) cancels an order that has not
 * left the warehouse and returns its stock, as the customer's own cancellation does; the refund is
 * recorded in the audit trail and announced as `order.refunded`, which the customer's mail answers. The
 * customer's own cancellation (cancel-order.ts) is refused if the order has left the warehouse meanwhile,
 * and announced as `order.cancelled`.
 */
export const orderRefunds: RefundHooks<OrderRow> = {
  subject: 'order',
  async lock(tx, id, request) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw new AppError('not_found', 'Order not found');
    // The customer's own cancellation: the order may have shipped or been cancelled since they looked.
    if (request.requestedBy === 'guest' && !canCancelOrder(order.status))
      throw new AppError('conflict', 'This order has just changed. Reload and try again.');
    return { id, paymentId: order.paymentId, totalCents: order.totalCents, paid: true, row: order };
  },
  async onRefunded(tx, { request, subject, refund, recordedBefore, leftAfter }, announce) {
    const order = subject.row;
    const cancels = (request.cancels || leftAfter === 0) && refundCancelsOrder(order.status);
    if (cancels) {
      await tx
        .update(orders)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(eq(orders.id, order.id));
      await restoreStock(tx, order.id);
    }
    const refunded = recordedBefore + (refund?.amountCents ?? 0);
    if (request.actor)
      await recordAudit(tx, request.actor, {
        action: 'order.refund',
        object: { type: 'order', id: order.id },
        before: { status: order.status, totalCents: order.totalCents, refundedCents: recordedBefore },
        after: {
          status: cancels ? 'cancelled' : order.status,
          totalCents: order.totalCents,
          refundedCents: refunded,
          refund: refund && { ...refund, reason: request.reason },
        },
      });
    // The customer's own cancellation is announced as such (its mail carries the refund line); an
    // operator's refund as a refund.
    if (request.requestedBy === 'guest')
      announce({ type: 'order.cancelled', userId: order.userId, orderId: order.id });
    else if (refund)
      announce({ type: 'order.refunded', userId: order.userId, orderId: order.id, refundId: refund.id });
  },
};
