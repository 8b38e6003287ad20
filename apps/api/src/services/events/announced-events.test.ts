import { randomUUID } from 'node:crypto';
import { and, asc, eq, notLike } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CardPayment } from '@restora/shared/contracts/payments';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { bookings } from '../../db/schema/bookings';
import { outbox } from '../../db/schema/mail';
import { products } from '../../db/schema/shop';
import { stayRooms } from '../../db/schema/stays';
import { day } from '../../test/fixtures';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';
import type { DomainEvent, DomainEventType } from './domain-events';

let t: TestApp;
let rooms: number[];
let stock: (typeof products.$inferSelect)[];
const heard: DomainEvent[] = [];
const TYPES: DomainEventType[] = [
  'booking.confirmed',
  'booking.cancelled',
  'order.placed',
  'order.cancelled',
];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  rooms = (await t.db.select({ id: stayRooms.id }).from(stayRooms).orderBy(stayRooms.id)).map((r) => r.id);
  stock = (await t.db.select().from(products).orderBy(products.id)).filter(
    (p) => p.productType === 'buy_now' && p.status === 'in_stock' && p.stock >= 20,
  );
  for (const type of TYPES) t.events.subscribe(type, (e) => void heard.push(e));
});
beforeEach(() => void heard.splice(0));
afterAll(() => t.close());

/** The booking and order mail written for an address (the outbox row each announcement adds in its transaction). */
const mailTo = (email: string) =>
  t.db
    .select({ kind: outbox.kind, payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.recipient, email), notLike(outbox.kind, 'account.%')))
    .orderBy(asc(outbox.id));

const DECLINED = { ...SAMPLE_CARD, cardNumber: '4000000000000002' };
const post = (path: string, cookie: string, body: unknown = {}, key = randomUUID()) =>
  t.request(path, {
    method: 'POST',
    headers: { cookie, 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
const stay = (roomId: number, from: number, to: number, card: CardPayment = SAMPLE_CARD) => ({
  roomId,
  checkIn: day(from),
  checkOut: day(to),
  guests: 1,
  card,
});
const address = {
  name: 'Ada',
  line1: '12 Harbour Lane',
  city: 'Lisbon',
  postalCode: '1100-001',
  country: 'PT',
};
async function shopper(productId: number, quantity = 1) {
  const u = await registerUser(t);
  await post('/api/cart/items', u.cookie, { productId, quantity });
  return u;
}
const checkout = (cookie: string, card: CardPayment = SAMPLE_CARD, key = randomUUID()) =>
  post('/api/orders', cookie, { shippingAddress: address, card }, key);

describe('announced after a booking', () => {
  it('announces a paid stay once, after it is committed, and not again for a repeat of the request', async () => {
    const { cookie, user } = await registerUser(t);
    // What a listener reads when it is told: the booking is already confirmed.
    const seenStatus: Promise<string | undefined>[] = [];
    const stop = t.events.subscribe('booking.confirmed', (e) => {
      seenStatus.push(
        t.db
          .select({ status: bookings.status })
          .from(bookings)
          .where(eq(bookings.id, e.bookingIds[0]!))
          .then((rows) => rows[0]?.status),
      );
    });
    const key = randomUUID();
    const res = await post('/api/bookings/stays', cookie, stay(rooms[0]!, 30, 32), key);
    expect(res.status).toBe(201);
    const { bookings: made, payment } = await readJson(res);
    expect((await post('/api/bookings/stays', cookie, stay(rooms[0]!, 30, 32), key)).status).toBe(201);
    stop();
    expect(heard).toEqual([
      { type: 'booking.confirmed', userId: user.id, paymentId: payment.id, bookingIds: [made[0].id] },
    ]);
    expect(await Promise.all(seenStatus)).toEqual(['confirmed']);
    expect(await mailTo(user.email)).toEqual([
      { kind: 'booking.confirmed', payload: { bookingIds: [made[0].id] } },
    ]);
  });

  it('announces several services paid at once as one confirmation naming each booking', async () => {
    const { cookie, user } = await registerUser(t);
    const [a, b] = (await readJson(await t.request('/api/services'))).items;
    const res = await post('/api/bookings/services', cookie, {
      items: [
        { serviceId: a.id, date: day(5) },
        { serviceId: b.id, date: day(6) },
      ],
      card: SAMPLE_CARD,
    });
    const { bookings: made, payment } = await readJson(res);
    expect(heard).toEqual([
      {
        type: 'booking.confirmed',
        userId: user.id,
        paymentId: payment.id,
        bookingIds: made.map((m: { id: number }) => m.id),
      },
    ]);
  });

  it('announces nothing for a declined card or nights already taken', async () => {
    const { cookie, email } = await registerUser(t);
    expect((await post('/api/bookings/stays', cookie, stay(rooms[1]!, 30, 32, DECLINED))).status).toBe(402);
    expect(await mailTo(email)).toEqual([]);
    expect((await post('/api/bookings/stays', cookie, stay(rooms[1]!, 40, 42))).status).toBe(201);
    heard.splice(0);
    expect((await post('/api/bookings/stays', cookie, stay(rooms[1]!, 41, 43))).status).toBe(409);
    expect(heard).toEqual([]);
    expect((await mailTo(email)).map((m) => m.kind)).toEqual(['booking.confirmed']);
  });

  it('announces a cancellation once; a refused one announces nothing', async () => {
    const { cookie, user } = await registerUser(t);
    const made = await readJson(await post('/api/bookings/stays', cookie, stay(rooms[2]!, 30, 32)));
    const id = made.bookings[0].id;
    heard.splice(0);
    expect((await post(`/api/bookings/${id}/cancel`, cookie)).status).toBe(200);
    expect((await post(`/api/bookings/${id}/cancel`, cookie)).status).toBe(422);
    expect(heard).toEqual([{ type: 'booking.cancelled', userId: user.id, bookingId: id, by: 'guest' }]);
    expect(await mailTo(user.email)).toEqual([
      { kind: 'booking.confirmed', payload: { bookingIds: [id] } },
      { kind: 'booking.cancelled', payload: { bookingId: id } },
    ]);
  });
});

describe('announced after an order', () => {
  it('announces a placed order once, and not again for a repeat of the request', async () => {
    const { cookie, user } = await shopper(stock[0]!.id);
    const key = randomUUID();
    const res = await checkout(cookie, SAMPLE_CARD, key);
    expect(res.status).toBe(201);
    const order = await readJson(res);
    expect((await checkout(cookie, SAMPLE_CARD, key)).status).toBe(201);
    expect(heard).toEqual([
      { type: 'order.placed', userId: user.id, paymentId: expect.any(Number), orderId: order.id },
    ]);
    expect(await mailTo(user.email)).toEqual([{ kind: 'order.placed', payload: { orderId: order.id } }]);
  });

  it('announces nothing for a declined card or a sold-out product', async () => {
    const declined = await shopper(stock[1]!.id);
    expect((await checkout(declined.cookie, DECLINED)).status).toBe(402);
    const late = await shopper(stock[2]!.id, 2);
    await t.db.update(products).set({ stock: 1 }).where(eq(products.id, stock[2]!.id));
    expect((await checkout(late.cookie)).status).toBe(409);
    expect(heard).toEqual([]);
    expect(await mailTo(declined.email)).toEqual([]);
    expect(await mailTo(late.email)).toEqual([]);
  });

  it('announces a cancellation once; a refused one announces nothing', async () => {
    const { cookie, user } = await shopper(stock[3]!.id);
    const order = await readJson(await checkout(cookie));
    heard.splice(0);
    expect((await post(`/api/orders/${order.id}/cancel`, cookie)).status).toBe(200);
    expect((await post(`/api/orders/${order.id}/cancel`, cookie)).status).toBe(422);
    expect(heard).toEqual([{ type: 'order.cancelled', userId: user.id, orderId: order.id }]);
    expect(await mailTo(user.email)).toEqual([
      { kind: 'order.placed', payload: { orderId: order.id } },
      { kind: 'order.cancelled', payload: { orderId: order.id } },
    ]);
  });
});
