import { eq } from 'drizzle-orm';
import type { AdminOrderDetail } from '@restora/shared/contracts/admin-bookings';
import { canMoveOrder, orderMoveRefused } from '@restora/shared/domain/admin-bookings';
import type { OrderStatus } from '@restora/shared/domain/shop-rules';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { orders } from '../../db/schema/shop';
import { AppError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import { getAdminOrder, ORDER_NOT_FOUND } from './get-admin-order';

/**
 * Moves a paid order one step along (processing or pre-ordered to shipped, shipped to delivered) and tells
 * the customer; any other change is refused (docs/decisions/admin-bookings.md). The order row is locked,
 * so two administrators clicking at once make one change and the second is told why not.
 */
export async function setOrderStatus({
  db,
  events,
  actor,
  orderId,
  status,
}: {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  orderId: number;
  status: OrderStatus;
}): Promise<AdminOrderDetail> {
  await commitThenAnnounce(db, events, async (tx, announce) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
    const [payment] = await tx
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, order.paymentId));
    if (payment?.status !== 'succeeded') throw new AppError('conflict', 'This order is not paid yet.');
    if (!canMoveOrder(order.status, status))
      throw new AppError('conflict', orderMoveRefused(order.status, status));
    const now = new Date();
    await tx.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, orderId));
    await recordAudit(tx, actor, {
      action: 'order.status',
      object: { type: 'order', id: orderId },
      before: { status: order.status },
      after: { status },
    });
    announce({ type: 'order.status-changed', userId: order.userId, orderId, status });
  });
  return getAdminOrder({ db, id: orderId });
}
