import { asc, eq } from 'drizzle-orm';
import type { AdminOrderDetail } from '@restora/shared/contracts/admin-bookings';
import { nextOrderStatus } from '@restora/shared/domain/admin-bookings';
import type { Database } from '../../db/client';
import { refunds } from '../../db/schema/refunds';
import { orderItems, orders } from '../../db/schema/shop';
import { AppError } from '../../errors';
import { leftToRefund } from '../payments/refunded-so-far';
import { selectAdminOrders, toAdminOrder } from './admin-orders-query';
import { loadPayment, loadRefunds, owedSum, toAdminPayment } from './payment-history';

export const ORDER_NOT_FOUND = 'Order not found';

/** One order with its lines, its payment and every refund of it (docs/decisions/admin-bookings.md). */
export async function getAdminOrder({ db, id }: { db: Database; id: number }): Promise<AdminOrderDetail> {
  const [row] = await selectAdminOrders(db).where(eq(orders.id, id));
  if (!row) throw new AppError('not_found', ORDER_NOT_FOUND);
  const o = row.order;
  const [payment, refunded, lines] = await Promise.all([
    loadPayment(db, o.paymentId),
    loadRefunds(db, eq(refunds.orderId, id)),
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.name)),
  ]);
  const paid = payment.status === 'succeeded';
  return {
    ...toAdminOrder(row),
    lines: lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
    })),
    subtotalCents: o.subtotalCents,
    taxCents: o.taxCents,
    shippingCents: o.shippingCents,
    shippingAddress: { ...o.shippingAddress, line2: o.shippingAddress.line2 ?? null },
    updatedAt: o.updatedAt.toISOString(),
    payment: toAdminPayment(payment),
    refunds: refunded,
    refundableCents: paid ? leftToRefund(Math.min(o.totalCents, payment.amountCents), owedSum(refunded)) : 0,
    nextStatus: paid ? nextOrderStatus(o.status) : null,
  };
}
