import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { auditEvents } from '../db/schema/audit';
import { bookings } from '../db/schema/bookings';
import { outbox } from '../db/schema/mail';
import { payments } from '../db/schema/payments';
import { products } from '../db/schema/shop';
import { stayRooms } from '../db/schema/stays';
import type { PaymentProvider, RefundRequest } from '../adapters/payment-provider';
import { createSimulatedProvider } from '../adapters/simulated-provider';
import { day } from './fixtures';
import { registerAdmin } from './second-factor-kit';
import { createTestApp, readJson, registerUser, type TestApp } from './test-app';

// The app, provider and helpers of the operator's bookings and orders tests (routes/admin-bookings/*.test.ts,
// docs/decisions/admin-bookings.md). Importing it registers the hooks that start the app once per file.

const sim = createSimulatedProvider({ delayMs: 0 });
export const refundCalls: RefundRequest[] = [];
let refundsFail = false;
/** Makes the provider's refunds throw until the next test (or until `refundsWork`). */
export const failRefunds = () => void (refundsFail = true);
export const refundsWork = () => void (refundsFail = false);
export const provider: PaymentProvider = {
  name: sim.name,
  charge: (r) => sim.charge(r),
  chargeSavedCard: (r) => sim.chargeSavedCard(r),
  saveCard: (r) => sim.saveCard(r),
  authorize: (r) => sim.authorize(r),
  capture: (r) => sim.capture(r),
  void: (r) => sim.void(r),
  refund: async (r) => {
    refundCalls.push(r);
    if (refundsFail) throw new Error('the provider is down');
    return sim.refund(r);
  },
};

type User = Awaited<ReturnType<typeof registerUser>>;
export let t: TestApp;
export let admin: User;
export let guest: User;
export let rooms: { id: number; propertyId: number }[];

beforeAll(async () => {
  t = await createTestApp({ seed: true, payments: provider });
  admin = await registerAdmin(t, { name: 'Ada Admin' });
  guest = await registerUser(t, { name: 'Greta Guestly' });
  rooms = await t.db
    .select({ id: stayRooms.id, propertyId: stayRooms.propertyId })
    .from(stayRooms)
    .orderBy(asc(stayRooms.id));
});
beforeEach(() => {
  refundCalls.splice(0);
  refundsFail = false;
});
afterAll(() => t.close());

export const post = (path: string, cookie: string, body: unknown = {}) =>
  t.request(path, {
    method: 'POST',
    headers: { cookie, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify(body),
  });
export const get = (path: string, cookie = admin.cookie) => t.request(path, { headers: { cookie } });
export const getJson = async (path: string, cookie = admin.cookie) => {
  const res = await get(path, cookie);
  expect(res.status, path).toBe(200);
  return readJson(res);
};

/** A paid stay through the API: `from` to `to` days ahead. */
export async function bookStay(roomId: number, from: number, to: number, cookie = guest.cookie) {
  const res = await post('/api/bookings/stays', cookie, {
    roomId,
    checkIn: day(from),
    checkOut: day(to),
    guests: 1,
    card: SAMPLE_CARD,
  });
  expect(res.status).toBe(201);
  const booking = (await readJson(res)).bookings[0] as { id: number; totalCents: number };
  return { id: booking.id, totalCents: booking.totalCents };
}

export const refund = (id: number, body: unknown, cookie = admin.cookie) =>
  post(`/api/admin/bookings/${id}/refund`, cookie, body);

const address = {
  name: 'Ada Lovelace',
  line1: '12 Harbour Lane',
  city: 'Lisbon',
  postalCode: '1100-001',
  country: 'Portugal',
};

/** A paid order of `quantity` of a buy-now product in stock, through the cart and checkout. */
export async function placeOrder(cookie = guest.cookie, quantity = 2) {
  const [product] = await t.db
    .select()
    .from(products)
    .where(and(eq(products.productType, 'buy_now'), eq(products.status, 'in_stock')))
    .orderBy(asc(products.id))
    .limit(1);
  expect((await post('/api/cart/items', cookie, { productId: product!.id, quantity })).ok).toBe(true);
  const res = await post('/api/orders', cookie, { shippingAddress: address, card: SAMPLE_CARD });
  expect(res.status).toBe(201);
  const order = await readJson(res);
  return { id: order.id as number, totalCents: order.totalCents as number, productId: product!.id };
}

export const stockOf = async (productId: number) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;

/** The outbox rows of one kind written to an address. */
export const mailOf = (kind: string, email = guest.email) =>
  t.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, kind), eq(outbox.recipient, email)))
    .orderBy(asc(outbox.id));

export const auditOf = (objectType: string, objectId: number) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.objectType, objectType), eq(auditEvents.objectId, String(objectId))))
    .orderBy(asc(auditEvents.id));

/**
 * `count` confirmed one-night stays of one new user, written straight to the table: night i on day
 * 200 + 2i, total (i + 1) dollars, created i minutes after a fixed time.
 */
export async function insertManyStays(count: number, roomId: number) {
  const owner = await registerUser(t);
  const base = Date.parse('2026-01-01T00:00:00Z');
  for (let i = 0; i < count; i++) {
    const [payment] = await t.db
      .insert(payments)
      .values({
        userId: owner.user.id,
        idempotencyKey: randomUUID(),
        purpose: 'stay',
        amountCents: (i + 1) * 100,
        status: 'succeeded',
        provider: 'fixture',
        providerRef: `fixture_${i}`,
        cardBrand: 'Visa',
        cardLast4: '4242',
      })
      .returning({ id: payments.id });
    await t.db.insert(bookings).values({
      userId: owner.user.id,
      kind: 'stay',
      roomId,
      checkIn: day(200 + 2 * i),
      checkOut: day(201 + 2 * i),
      guests: 1,
      status: 'confirmed',
      lines: [],
      subtotalCents: (i + 1) * 100,
      totalCents: (i + 1) * 100,
      paymentId: payment!.id,
      createdAt: new Date(base + i * 60_000),
    });
  }
  return owner;
}
