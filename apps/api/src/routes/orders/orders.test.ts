import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { payments } from '../../db/schema/payments';
import { refunds } from '../../db/schema/refunds';
import { orders, products } from '../../db/schema/shop';
import { KEY_REUSED_MESSAGE } from '../../services/payments/pay-with-hold';
import { CART_IN_CHECKOUT } from '../../services/shop/place-order';
import type { PaymentProvider } from '../../adapters/payment-provider';
import { createSimulatedProvider } from '../../adapters/simulated-provider';
import { day } from '../../test/fixtures';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
let all: (typeof products.$inferSelect)[];
/** While set, the processor answers no charge until it settles: a payment held open for as long as a test needs. */
let chargesWait: Promise<void> | null = null;
beforeAll(async () => {
  const simulated = createSimulatedProvider({ delayMs: 20 });
  const payments: PaymentProvider = {
    ...simulated,
    charge: async (args) => {
      await chargesWait;
      return simulated.charge(args);
    },
  };
  t = await createTestApp({ seed: true, payments });
  all = await t.db.select().from(products).orderBy(products.id);
});
afterAll(() => t.close());

const address = {
  name: 'Ada Lovelace',
  line1: '12 Harbour Lane',
  city: 'Lisbon',
  postalCode: '1100-001',
  country: 'Portugal',
};
const call = (
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
  key: string | null = randomUUID(),
) =>
  t.request(path, {
    method,
    headers: { cookie, 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const stockOf = async (id: number) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const buyNow = () =>
  all.filter((p) => p.productType === 'buy_now' && p.status === 'in_stock' && p.stock >= 20);
const preOrder = () => all.filter((p) => p.productType === 'pre_order' && p.stock >= 10);

async function shopper(items: { id: number; quantity: number }[]) {
  const u = await registerUser(t);
  for (const i of items)
    await call('POST', '/api/cart/items', u.cookie, { productId: i.id, quantity: i.quantity });
  return u;
}
const checkout = (
  cookie: string,
  card: Record<string, string> = SAMPLE_CARD,
  key: string | null = randomUUID(),
) => call('POST', '/api/orders', cookie, { shippingAddress: address, card }, key);

describe('checkout', () => {
  it('needs a signed-in user and refuses an empty cart', async () => {
    expect((await checkout('')).status).toBe(401);
    const { cookie } = await registerUser(t);
    const empty = await checkout(cookie);
    expect(empty.status).toBe(422);
    expect((await readJson(empty)).error.message).toMatch(/cart is empty/);
  });

  it('places the order at database prices, takes the stock, clears the cart, delivers in 7 days', async () => {
    const [a, b] = buyNow();
    const before = [await stockOf(a!.id), await stockOf(b!.id)];
    const { cookie } = await shopper([
      { id: a!.id, quantity: 2 },
      { id: b!.id, quantity: 1 },
    ]);
    const res = await checkout(cookie);
    expect(res.status).toBe(201);
    const order = await readJson(res);
    const subtotal = a!.effectivePriceCents * 2 + b!.effectivePriceCents;
    const tax = Math.round(subtotal * 0.08);
    expect(order).toMatchObject({
      status: 'processing',
      itemCount: 3,
      shippingCents: 0,
      estimatedDelivery: day(7),
    });
    expect(order.subtotalCents).toBe(subtotal);
    expect(order.taxCents).toBe(tax);
    expect(order.totalCents).toBe(subtotal + tax);
    expect(order.shippingAddress).toMatchObject({ city: 'Lisbon', line2: null });
    expect([await stockOf(a!.id), await stockOf(b!.id)]).toEqual([before[0]! - 2, before[1]! - 1]);
    expect((await readJson(await call('GET', '/api/cart', cookie))).items).toEqual([]);
  });

  it('starts an order of only pre-order items as pre_ordered', async () => {
    const { cookie } = await shopper([{ id: preOrder()[0]!.id, quantity: 1 }]);
    const order = await readJson(await checkout(cookie));
    expect(order.status).toBe('pre_ordered');
    expect(order.preOrderCount).toBe(1);
  });

  it('on a declined card creates no order, gives the stock back and keeps the cart', async () => {
    const p = buyNow()[2]!;
    const before = await stockOf(p.id);
    const { cookie, user } = await shopper([{ id: p.id, quantity: 1 }]);
    const res = await checkout(cookie, { ...SAMPLE_CARD, cardNumber: '4000000000000002' });
    expect(res.status).toBe(402);
    expect(await stockOf(p.id)).toBe(before);
    expect(await t.db.$count(orders, eq(orders.userId, user.id))).toBe(0);
    expect((await readJson(await call('GET', '/api/cart', cookie))).count).toBe(1);
    expect((await readJson(await call('GET', '/api/orders', cookie))).items).toEqual([]);
    // The declined payment let go of the cart: the next checkout goes through.
    expect((await checkout(cookie)).status).toBe(201);
  });

  it('answers a repeated key with the same order', async () => {
    const { cookie, user } = await shopper([{ id: buyNow()[3]!.id, quantity: 1 }]);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      checkout(cookie, SAMPLE_CARD, key),
      checkout(cookie, SAMPLE_CARD, key),
    ]);
    const ids = [(await readJson(first)).id, (await readJson(second)).id];
    expect(ids[0]).toBe(ids[1]);
    expect(await t.db.$count(orders, eq(orders.userId, user.id))).toBe(1);
  });

  it('makes one order of one cart: 10 concurrent checkouts with fresh keys charge once', async () => {
    const p = buyNow()[6]!;
    const before = await stockOf(p.id);
    const { cookie, user } = await shopper([{ id: p.id, quantity: 1 }]);
    const results = await Promise.all(Array.from({ length: 10 }, () => checkout(cookie)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // The others came while the first was paying (the cart is claimed) or after it (the cart is empty).
    for (const res of results.filter((r) => r.status !== 201)) {
      const { error } = await readJson(res);
      expect([409, 422]).toContain(res.status);
      expect(error.message).toBe(
        res.status === 409 ? CART_IN_CHECKOUT : 'Your cart is empty. Add items before checking out.',
      );
    }
    expect(await t.db.$count(payments, eq(payments.userId, user.id))).toBe(1);
    expect(await t.db.$count(orders, eq(orders.userId, user.id))).toBe(1);
    expect(await stockOf(p.id)).toBe(before - 1);
  });

  it('keeps a line added while the payment runs, and removes what was ordered', async () => {
    const [a, b] = [buyNow()[7]!, buyNow()[8]!];
    const { cookie, user } = await shopper([{ id: a.id, quantity: 2 }]);
    // The charge is held until both lines are added, however slow the machine.
    let release!: () => void;
    chargesWait = new Promise((resolve) => (release = resolve));
    const paying = checkout(cookie);
    try {
      await expect
        .poll(() => t.db.$count(payments, eq(payments.userId, user.id)), { timeout: 10_000, interval: 5 })
        .toBe(1);
      expect((await call('POST', '/api/cart/items', cookie, { productId: b.id, quantity: 1 })).ok).toBe(true);
      expect((await call('POST', '/api/cart/items', cookie, { productId: a.id, quantity: 1 })).ok).toBe(true);
    } finally {
      release();
      chargesWait = null;
    }
    expect((await paying).status).toBe(201);
    const cart = await readJson(await call('GET', '/api/cart', cookie));
    expect(
      cart.items.map((i: { product: { id: number }; quantity: number }) => [i.product.id, i.quantity]).sort(),
    ).toEqual(
      [
        [a.id, 1],
        [b.id, 1],
      ].sort(),
    );
  });

  it('answers a key reused for another request with 422 and charges nothing; the same request gets its order', async () => {
    const { cookie, user } = await shopper([{ id: buyNow()[9]!.id, quantity: 1 }]);
    const key = randomUUID();
    const first = await readJson(await checkout(cookie, SAMPLE_CARD, key));
    const other = await call(
      'POST',
      '/api/orders',
      cookie,
      { shippingAddress: { ...address, city: 'Porto' }, card: SAMPLE_CARD },
      key,
    );
    expect(other.status).toBe(422);
    expect((await readJson(other)).error.message).toBe(KEY_REUSED_MESSAGE);
    expect((await readJson(await checkout(cookie, SAMPLE_CARD, key))).id).toBe(first.id);
    expect(await t.db.$count(payments, eq(payments.userId, user.id))).toBe(1);
  });

  it('never oversells: 20 concurrent checkouts of the last 5 units make exactly 5 orders', async () => {
    const p = buyNow()[4]!;
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, () => shopper([{ id: p.id, quantity: 1 }])),
    );
    await t.db.update(products).set({ stock: 5 }).where(eq(products.id, p.id));
    const results = await Promise.all(shoppers.map((s) => checkout(s.cookie)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(await stockOf(p.id)).toBe(0);
  });

  it('refuses a bad address with a message per field', async () => {
    const { cookie } = await shopper([{ id: buyNow()[5]!.id, quantity: 1 }]);
    const res = await call('POST', '/api/orders', cookie, {
      shippingAddress: { ...address, city: '', postalCode: '1' },
      card: SAMPLE_CARD,
    });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toEqual({
      'shippingAddress.city': 'City is required',
      'shippingAddress.postalCode': 'Postal code is required',
    });
  });

  it('refuses an address holding half an emoji (no UTF-8 form for the database) with 400', async () => {
    const { cookie } = await shopper([{ id: buyNow()[5]!.id, quantity: 1 }]);
    const res = await call('POST', '/api/orders', cookie, {
      shippingAddress: { ...address, line1: '12 Harbour Lane \ud83c' },
      card: SAMPLE_CARD,
    });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toEqual({
      'shippingAddress.line1': 'Must be valid Unicode text',
    });
  });
});

describe('orders', () => {
  it("are the user's own: another user's order is a 404, to read and to cancel", async () => {
    const owner = await shopper([{ id: buyNow()[6]!.id, quantity: 1 }]);
    const order = await readJson(await checkout(owner.cookie));
    const other = await registerUser(t);
    expect((await call('GET', `/api/orders/${order.id}`, other.cookie)).status).toBe(404);
    expect((await call('POST', `/api/orders/${order.id}/cancel`, other.cookie, {})).status).toBe(404);
    expect((await readJson(await call('GET', '/api/orders', other.cookie))).items).toEqual([]);
    const mine = await readJson(await call('GET', '/api/orders', owner.cookie));
    expect(mine.items.map((o: { id: number }) => o.id)).toEqual([order.id]);
  });

  it('cancel from processing restores the stock; a cancelled order cannot be cancelled again', async () => {
    const p = buyNow()[7]!;
    const before = await stockOf(p.id);
    const { cookie } = await shopper([{ id: p.id, quantity: 3 }]);
    const order = await readJson(await checkout(cookie));
    expect(await stockOf(p.id)).toBe(before - 3);
    const cancelled = await call('POST', `/api/orders/${order.id}/cancel`, cookie, {});
    expect(cancelled.status).toBe(200);
    expect(await readJson(cancelled)).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(await stockOf(p.id)).toBe(before);
    expect((await call('POST', `/api/orders/${order.id}/cancel`, cookie, {})).status).toBe(422);
  });

  it("the customer's cancellation refunds the order in full, once, through the payments module", async () => {
    const { cookie } = await shopper([{ id: buyNow()[8]!.id, quantity: 2 }]);
    const order = await readJson(await checkout(cookie));
    const cancelled = await readJson(await call('POST', `/api/orders/${order.id}/cancel`, cookie, {}));
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      totalCents: order.totalCents,
      refundedCents: order.totalCents,
    });
    expect((await call('POST', `/api/orders/${order.id}/cancel`, cookie, {})).status).toBe(422);
    const given = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(given).toEqual([
      expect.objectContaining({
        amountCents: order.totalCents,
        status: 'succeeded',
        requestedBy: 'guest',
        reason: 'Cancelled by the customer',
      }),
    ]);
  });

  it('a shipped order is not cancelled, nor refunded, by its customer', async () => {
    const { cookie } = await shopper([{ id: buyNow()[9]!.id, quantity: 1 }]);
    const order = await readJson(await checkout(cookie));
    await t.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order.id));
    expect((await call('POST', `/api/orders/${order.id}/cancel`, cookie, {})).status).toBe(422);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
  });
});
