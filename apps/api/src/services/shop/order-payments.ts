import { eq, sql } from 'drizzle-orm';
import { carts, orders } from '../../db/schema/shop';
import type { Database } from '../../db/client';
import type { PaymentKind } from '../payments/payment-kind';
import { restoreStock } from './orders';
import { orderRefunds } from './order-refunds';

/** The checkout's claim on its cart ends with its payment, however that ends. */
function releaseCart(tx: Database, paymentId: number) {
  return tx.update(carts).set({ checkoutPaymentId: null }).where(eq(carts.checkoutPaymentId, paymentId));
}

/**
 * An order is held with its stock taken while its payment runs, and its cart claimed: paid, what was
 * ordered leaves the cart (a line added meanwhile stays); failed, the order goes and its stock comes back,
 * leaving the cart as it was. Either way the cart is free for the next checkout. A refund is the
 * operator's (order-refunds.ts).
 */
export const orderPayments: PaymentKind = {
  purpose: 'order',
  refunds: orderRefunds,
  async onPaid(tx, payment, announce) {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentId, payment.id));
    const [cart] = await releaseCart(tx, payment.id).returning({ id: carts.id });
    if (cart && order) {
      // Fully ordered lines go; a line whose quantity grew meanwhile keeps the difference.
      await tx.execute(sql`
        delete from cart_items using order_items
        where cart_items.cart_id = ${cart.id} and order_items.order_id = ${order.id}
          and cart_items.product_id = order_items.product_id and cart_items.quantity <= order_items.quantity`);
      await tx.execute(sql`
        update cart_items set quantity = cart_items.quantity - order_items.quantity from order_items
        where cart_items.cart_id = ${cart.id} and order_items.order_id = ${order.id}
          and cart_items.product_id = order_items.product_id`);
    }
    if (order)
      announce({ type: 'order.placed', userId: payment.userId, paymentId: payment.id, orderId: order.id });
  },
  async onFailed(tx, payment) {
    await releaseCart(tx, payment.id);
    const held = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentId, payment.id));
    for (const order of held) await restoreStock(tx, order.id);
    if (held.length) await tx.delete(orders).where(eq(orders.paymentId, payment.id));
  },
};
