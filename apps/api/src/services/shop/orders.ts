import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Order } from '@restora/shared/contracts/shop';
import { canCancelOrder } from '@restora/shared/domain/shop-rules';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { orderItems, orders, products } from '../../db/schema/shop';
import { AppError } from '../../errors';
import { refundedSoFarOfMany } from '../payments/refunded-so-far';

type OrderRow = typeof orders.$inferSelect;

/** Orders are shown once paid: an order whose payment failed or is still running is not the user's yet. */
const paid = sql`exists (select 1 from ${payments} where ${payments.id} = ${orders.paymentId} and ${payments.status} = 'succeeded')`;

export async function toOrders(db: Database, rows: OrderRow[]): Promise<Order[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [lines, refunded] = await Promise.all([
    db
      .select({ line: orderItems, image: products.image })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(inArray(orderItems.orderId, ids)),
    refundedSoFarOfMany(db, 'order', ids),
  ]);
  return rows.map((o) => {
    const items = lines
      .filter((l) => l.line.orderId === o.id)
      .map(({ line, image }) => ({
        productId: line.productId,
        name: line.name,
        image,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        productType: line.productType,
        releaseDate: line.releaseDate,
      }));
    return {
      id: o.id,
      status: o.status,
      items,
      itemCount: items.reduce((n, i) => n + i.quantity, 0),
      preOrderCount: items.filter((i) => i.productType === 'pre_order').reduce((n, i) => n + i.quantity, 0),
      subtotalCents: o.subtotalCents,
      taxCents: o.taxCents,
      shippingCents: o.shippingCents,
      totalCents: o.totalCents,
      refundedCents: refunded.get(o.id) ?? 0,
      shippingAddress: o.shippingAddress,
      estimatedDelivery: o.estimatedDelivery,
      createdAt: o.createdAt.toISOString(),
      updatedAt: o.updatedAt.toISOString(),
      canCancel: canCancelOrder(o.status),
    };
  });
}

export async function listOrders({
  db,
  userId,
  limit = 100,
}: {
  db: Database;
  userId: string;
  limit?: number;
}) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), paid))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return toOrders(db, rows);
}

/** The user's own paid order; another user's is answered exactly like a missing one. */
export async function getOrder({ db, userId, orderId }: { db: Database; userId: string; orderId: number }) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), paid));
  if (!row) throw new AppError('not_found', 'Order not found');
  return (await toOrders(db, [row]))[0]!;
}

/** Restores the stock an order took. */
export async function restoreStock(db: Database, orderId: number) {
  await db.execute(sql`
    update ${products} p set stock = p.stock + i.quantity, updated_at = now()
    from ${orderItems} i where i.order_id = ${orderId} and i.product_id = p.id`);
}
