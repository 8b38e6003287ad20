import { eq, sql } from 'drizzle-orm';
import type { AdminOrder } from '@restora/shared/contracts/admin-bookings';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { refunds } from '../../db/schema/refunds';
import { orderItems, orders } from '../../db/schema/shop';

/** Orders with their customer, how many items they hold and what is refunded of them (a page at a time). */
export function selectAdminOrders(db: Database) {
  return db
    .select({
      order: orders,
      customerName: user.name,
      customerEmail: user.email,
      itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      refundedCents: sql<number>`(select coalesce(sum(${refunds.amountCents}), 0)::int from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} <> 'failed')`,
    })
    .from(orders)
    .innerJoin(user, eq(user.id, orders.userId));
}

export type AdminOrderRow = Awaited<ReturnType<ReturnType<typeof selectAdminOrders>['where']>>[number];

export function toAdminOrder(r: AdminOrderRow): AdminOrder {
  return {
    id: r.order.id,
    status: r.order.status,
    customerName: r.customerName,
    customerEmail: r.customerEmail,
    itemCount: Number(r.itemCount),
    totalCents: r.order.totalCents,
    refundedCents: Number(r.refundedCents),
    createdAt: r.order.createdAt.toISOString(),
  };
}
