import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CardPayment } from '@restora/shared/contracts/payments';
import {
  cartTotals,
  DELIVERY_DAYS,
  initialOrderStatus,
  isPurchasable,
} from '@restora/shared/domain/shop-rules';
import type { Database } from '../../db/client';
import { carts, orderItems, orders, products, type ShippingAddress } from '../../db/schema/shop';
import { AppError } from '../../errors';
import type { DomainEvents } from '../events/domain-events';
import { paymentFailed, payWithHold } from '../payments/pay-with-hold';
import type { PaymentProvider } from '../../adapters/payment-provider';
import { cartLines } from './cart';
import { orderPayments } from './order-payments';
import { getOrder } from './orders';

type Options = {
  db: Database;
  provider: PaymentProvider;
  events: DomainEvents;
  userId: string;
  idempotencyKey: string;
  input: { shippingAddress: ShippingAddress; card: CardPayment };
};

async function orderOfPayment(db: Database, userId: string, paymentId: number) {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentId, paymentId));
  if (!row) throw paymentFailed();
  return getOrder({ db, userId, orderId: row.id });
}

export const CART_CHANGED = 'Your cart changed while you were checking out. Please review it and pay again.';

export const CART_IN_CHECKOUT =
  'This cart is already being paid for in another window. Wait for that payment to finish, then check your orders.';

const CART_EMPTY = 'Your cart is empty. Add items before checking out.';

/** What a cart holds, in a form two reads of it can be compared by: product, quantity, price. */
const contents = (lines: Awaited<ReturnType<typeof cartLines>>) =>
  lines
    .map((l) => `${l.product.id}x${l.quantity}@${l.product.effectivePriceCents}`)
    .sort()
    .join(',');

/** The cart's lines, each still for sale, and their totals at today's database prices. */
async function priceCart(db: Database, userId: string) {
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  const lines = cart ? await cartLines(db, cart.id, 'product') : [];
  if (!cart || !lines.length) throw new AppError('unprocessable', CART_EMPTY);
  for (const { product } of lines) {
    if (!isPurchasable(product.status))
      throw new AppError('conflict', `${product.name} can no longer be bought.`);
  }
  const totals = cartTotals(
    lines.map((l) => ({ unitPriceCents: l.product.effectivePriceCents, quantity: l.quantity })),
  );
  return { cartId: cart.id, lines, totals, amountCents: totals.totalCents };
}

/**
 * Claims the cart for this payment, or refuses: a second checkout of the same cart while the first is
 * running (another tab, a retry with a fresh key) charges nothing. The claim is a guarded update of the
 * cart's own row, so PostgreSQL's re-check after a concurrent commit sees the first claim.
 */
async function claimCart(tx: Database, cartId: string, paymentId: number) {
  const claimed = await tx
    .update(carts)
    .set({ checkoutPaymentId: paymentId })
    .where(and(eq(carts.id, cartId), isNull(carts.checkoutPaymentId)))
    .returning({ id: carts.id });
  if (!claimed.length) throw new AppError('conflict', CART_IN_CHECKOUT);
}

/**
 * Places the user's cart as an order. One transaction takes the prices from the database and the stock
 * (a guarded decrement, so it never goes below zero even under concurrent checkouts), then the card is
 * charged; a decline removes the order and gives the stock back, leaving the cart as it was. On success
 * what was ordered leaves the cart. The cart is claimed by its payment meanwhile: one cart, one order.
 */
export async function placeOrder({ db, provider, events, userId, idempotencyKey, input }: Options) {
  const payment = await payWithHold({
    db,
    provider,
    events,
    kind: orderPayments,
    userId,
    idempotencyKey,
    card: input.card,
    prepare: () => priceCart(db, userId),
    request: { shippingAddress: input.shippingAddress },
    hold: async (tx, paymentId, { cartId, lines, totals }) => {
      await claimCart(tx, cartId, paymentId);
      // The lines were priced before the claim: a checkout that finished in between (another tab, a retry
      // with a fresh key) has ordered them and emptied the cart. Read again under the claim, so the same
      // lines are never ordered twice and the amount charged is what the cart now holds.
      const now = await cartLines(tx, cartId, 'product');
      if (!now.length) throw new AppError('unprocessable', CART_EMPTY);
      if (contents(now) !== contents(lines)) throw new AppError('conflict', CART_CHANGED);
      for (const { product, quantity } of lines) {
        const taken = await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: new Date() })
          .where(and(eq(products.id, product.id), sql`${products.stock} >= ${quantity}`))
          .returning({ id: products.id });
        if (!taken.length)
          throw new AppError(
            'conflict',
            `Sorry, ${product.name} has just sold out. Please update your cart.`,
          );
      }
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          status: initialOrderStatus(lines.map((l) => l.product.productType)),
          ...totals,
          shippingAddress: input.shippingAddress,
          estimatedDelivery: sql`current_date + ${DELIVERY_DAYS}::int`,
          paymentId,
        })
        .returning({ id: orders.id });
      await tx.insert(orderItems).values(
        lines.map(({ product, quantity }) => ({
          orderId: order!.id,
          productId: product.id,
          name: product.name,
          quantity,
          unitPriceCents: product.effectivePriceCents,
          productType: product.productType,
          releaseDate: product.releaseDate,
        })),
      );
      return { description: `Order ${order!.id}` };
    },
  });
  return orderOfPayment(db, userId, payment.id);
}
