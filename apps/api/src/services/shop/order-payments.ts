import { eq } from 'drizzle-orm';
import { cartItems, carts, orders } from '../../db/schema/shop';
import type { PaymentKind } from '../payments/payment-kind';
import { restoreStock } from './orders';

/**
 * An order is held with its stock taken while its payment runs: paid, the cart it came from is emptied;
 * failed, the order goes and its stock comes back, leaving the cart as it was.
 */
export const orderPayments: PaymentKind = {
  purpose: 'order',
  async onPaid(tx, payment, announce) {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentId, payment.id));
    const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, payment.userId));
    if (cart) await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
    if (order)
      announce({ type: 'order.placed', userId: payment.userId, paymentId: payment.id, orderId: order.id });
  },
  async onFailed(tx, payment) {
    const held = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentId, payment.id));
    for (const order of held) await restoreStock(tx, order.id);
    if (held.length) await tx.delete(orders).where(eq(orders.paymentId, payment.id));
  },
};
