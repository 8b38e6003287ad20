import { eq, sql } from 'drizzle-orm';
import type { AdminOrder } from '@restora/shared/contracts/admin-bookings';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { orderItems, orders } from '../../db/schema/shop';
import { refundedSoFar } from '../payments/refunded-so-far';

/** Orders with their customer, how many items they hold and what is refunded of them (a page at a time). */
export function selectAdminOrders(db: Database) {
  return db
    .select({
      order: orders,
      customerName: user.name,
      customerEmail: user.email,
      itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      refundedCents: refundedSoFar('order', orders.id),
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
