import { and, eq, sql } from 'drizzle-orm';
import type { CardPayment } from '@restora/shared/contracts/payments';
import {
  cartTotals,
  DELIVERY_DAYS,
  initialOrderStatus,
  isPurchasable,
} from '@restora/shared/domain/shop-rules';
import type { Database } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';
import { payments } from '../../db/schema/payments';
import { cartItems, carts, orderItems, orders, products, type ShippingAddress } from '../../db/schema/shop';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../payments/payment-provider';
import {
  chargeAndSettle,
  findPayment,
  paymentFailed,
  paymentValues,
  settledPayment,
} from '../payments/take-payment';
import { getOrder, restoreStock } from './orders';
import { cartLines } from './cart';

type Options = {
  db: Database;
  provider: PaymentProvider;
  userId: string;
  idempotencyKey: string;
  input: { shippingAddress: ShippingAddress; card: CardPayment };
};

async function orderOfPayment(db: Database, userId: string, paymentId: number) {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentId, paymentId));
  if (!row) throw paymentFailed();
  return getOrder({ db, userId, orderId: row.id });
}

/**
 * Places the user's cart as an order. One transaction takes the prices from the database and the stock
 * (a guarded decrement, so it never goes below zero even under concurrent checkouts), then the card is
 * charged; a decline removes the order and gives the stock back, leaving the cart as it was. On success
 * the cart is cleared.
 */
export async function placeOrder({ db, provider, userId, idempotencyKey, input }: Options) {
  const earlier = await findPayment(db, userId, idempotencyKey);
  if (earlier) {
    const settled = await settledPayment(db, userId, idempotencyKey);
    if (settled.status !== 'succeeded') throw paymentFailed();
    return orderOfPayment(db, userId, settled.id);
  }
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  const lines = cart ? await cartLines(db, cart.id, 'product') : [];
  if (!lines.length)
    throw new AppError('unprocessable', 'Your cart is empty. Add items before checking out.');
  for (const { product } of lines) {
    if (!isPurchasable(product.status))
      throw new AppError('conflict', `${product.name} can no longer be bought.`);
  }
  const totals = cartTotals(
    lines.map((l) => ({ unitPriceCents: l.product.effectivePriceCents, quantity: l.quantity })),
  );

  let created;
  try {
    created = await db.transaction(async (tx) => {
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
      const [payment] = await tx
        .insert(payments)
        .values({
          ...paymentValues(userId, idempotencyKey, input.card, totals.totalCents),
          purpose: 'order',
          provider: provider.name,
        })
        .returning();
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          status: initialOrderStatus(lines.map((l) => l.product.productType)),
          ...totals,
          shippingAddress: input.shippingAddress,
          estimatedDelivery: sql`current_date + ${DELIVERY_DAYS}::int`,
          paymentId: payment!.id,
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
      return { payment: payment!, orderId: order!.id };
    });
  } catch (error) {
    // A twin of this request (same key) may have taken the stock a moment earlier: its answer is ours.
    const twin =
      error instanceof AppError &&
      error.code === 'conflict' &&
      (await findPayment(db, userId, idempotencyKey));
    if (pgErrorCode(error) === UNIQUE_VIOLATION || twin) {
      const settled = await settledPayment(db, userId, idempotencyKey);
      if (settled.status !== 'succeeded') throw paymentFailed();
      return orderOfPayment(db, userId, settled.id);
    }
    throw error;
  }

  const settled = await chargeAndSettle({
    db,
    provider,
    payment: created.payment,
    card: input.card,
    description: `Order ${created.orderId}`,
    onSettled: async (tx, succeeded) => {
      if (succeeded) {
        await tx.delete(cartItems).where(eq(cartItems.cartId, cart!.id));
      } else {
        await restoreStock(tx, created.orderId);
        await tx.delete(orders).where(eq(orders.id, created.orderId));
      }
    },
  });
  if (settled.status !== 'succeeded') throw paymentFailed();
  return getOrder({ db, userId, orderId: created.orderId });
}
