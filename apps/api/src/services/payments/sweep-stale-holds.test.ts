import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/payments';
import { carts, orderItems, orders, products } from '../../db/schema/shop';
import { insertUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { PaymentKind, PaymentPurpose } from './payment-kind';
import { paymentKinds } from './payment-kinds';
import { sweepStaleHolds } from './sweep-stale-holds';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const stockOf = async (id: number) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

/** What a checkout leaves when the process dies mid-charge: the order placed, its stock taken, payment pending. */
async function orderHeldByAPendingPayment(productId: number, minutesAgo: number) {
  const userId = await insertUser(t.db);
  const [payment] = await t.db
    .insert(payments)
    .values({
      userId,
      idempotencyKey: randomUUID(),
      purpose: 'order',
      amountCents: 1000,
      provider: 'simulated',
      cardBrand: 'Visa',
      cardLast4: '4242',
      createdAt: sql`now() - make_interval(mins => ${minutesAgo})`,
    })
    .returning();
  const [order] = await t.db
    .insert(orders)
    .values({
      userId,
      status: 'processing',
      subtotalCents: 1000,
      taxCents: 0,
      shippingCents: 0,
      totalCents: 1000,
      shippingAddress: { name: 'A', line1: 'B', line2: null, city: 'C', postalCode: '1', country: 'D' },
      estimatedDelivery: sql`current_date + 7`,
      paymentId: payment!.id,
    })
    .returning();
  await t.db.insert(orderItems).values({
    orderId: order!.id,
    productId,
    name: 'Held',
    quantity: 3,
    unitPriceCents: 1000,
    productType: 'buy_now',
  });
  await t.db
    .update(products)
    .set({ stock: sql`${products.stock} - 3` })
    .where(eq(products.id, productId));
  const cartId = randomUUID();
  await t.db.insert(carts).values({ id: cartId, userId, checkoutPaymentId: payment!.id });
  return { paymentId: payment!.id, orderId: order!.id, cartId };
}

describe('sweeping payments that never settled', () => {
  it('removes an abandoned order and gives its stock back, leaving a recent one alone', async () => {
    const [product] = await t.db.select().from(products).where(eq(products.status, 'in_stock')).limit(1);
    const before = await stockOf(product!.id);
    const stale = await orderHeldByAPendingPayment(product!.id, 20);
    const recent = await orderHeldByAPendingPayment(product!.id, 1);
    expect(await stockOf(product!.id)).toBe(before - 6);

    expect(await sweepStaleHolds({ db: t.db })).toBe(1);

    expect(await t.db.select().from(orders).where(eq(orders.id, stale.orderId))).toEqual([]);
    expect(await t.db.select().from(orderItems).where(eq(orderItems.orderId, stale.orderId))).toEqual([]);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, stale.paymentId));
    expect(payment).toMatchObject({ status: 'failed', failureReason: 'abandoned' });
    expect(await stockOf(product!.id)).toBe(before - 3);
    expect(await t.db.$count(orders, eq(orders.id, recent.orderId))).toBe(1);
    // The abandoned checkout's claim on its cart ends with it; the running one keeps its claim.
    const claims = await t.db
      .select({ id: carts.id, paymentId: carts.checkoutPaymentId })
      .from(carts)
      .where(inArray(carts.id, [stale.cartId, recent.cartId]));
    expect(Object.fromEntries(claims.map((c) => [c.id, c.paymentId]))).toEqual({
      [stale.cartId]: null,
      [recent.cartId]: recent.paymentId,
    });
  });

  it('asks the kind of each abandoned payment to let go of its hold', async () => {
    const userId = await insertUser(t.db);
    const pending = (purpose: PaymentPurpose, minutesAgo: number) =>
      t.db
        .insert(payments)
        .values({
          userId,
          idempotencyKey: randomUUID(),
          purpose,
          amountCents: 100,
          provider: 'simulated',
          cardBrand: 'Visa',
          cardLast4: '4242',
          createdAt: sql`now() - make_interval(mins => ${minutesAgo})`,
        })
        .returning()
        .then((rows) => rows[0]!.id);
    const stay = await pending('stay', 30);
    const services = await pending('services', 20);
    await pending('services', 2);
    const released: [PaymentPurpose, number][] = [];
    const kind = (purpose: PaymentPurpose): PaymentKind => ({
      purpose,
      refunds: paymentKinds[purpose].refunds,
      onPaid: async () => {
        throw new Error('a sweep never pays');
      },
      onFailed: async (_tx, payment) => void released.push([purpose, payment.id]),
    });
    const kinds = {
      stay: kind('stay'),
      services: kind('services'),
      order: kind('order'),
      retreat: kind('retreat'),
      retreat_balance: { ...kind('retreat_balance'), resumesItself: true },
    };

    expect(await sweepStaleHolds({ db: t.db, kinds })).toBe(2);
    expect(released.sort((a, b) => a[1] - b[1])).toEqual([
      ['stay', stay],
      ['services', services],
    ]);
  });
});
