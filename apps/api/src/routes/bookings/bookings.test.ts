import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { stayRooms } from '../../db/schema/stays';
import { sweepStaleHolds } from '../../services/bookings/sweep-stale-holds';
import { createSimulatedProvider } from '../../services/payments/simulated-provider';
import { day, insertStay } from '../../test/fixtures';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
const logLines: string[] = [];
let rooms: { id: number; priceCents: number; maxGuests: number }[];

beforeAll(async () => {
  t = await createTestApp({ seed: true, logLines, payments: createSimulatedProvider({ delayMs: 20 }) });
  rooms = await t.db
    .select({ id: stayRooms.id, priceCents: stayRooms.priceCents, maxGuests: stayRooms.maxGuests })
    .from(stayRooms)
    .orderBy(stayRooms.id);
});
afterAll(() => t.close());

const post = (path: string, cookie: string, body: unknown, key: string | null = randomUUID()) =>
  t.request(path, {
    method: 'POST',
    headers: { cookie, 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify(body),
  });

const stay = (roomId: number, from: number, to: number, card: Record<string, string> = {}) => ({
  roomId,
  checkIn: day(from),
  checkOut: day(to),
  guests: 1,
  card: { ...SAMPLE_CARD, ...card },
});

describe('paying for a stay', () => {
  it('re-quotes, charges, confirms, and stores only the brand and last four digits', async () => {
    const { cookie, user } = await registerUser(t);
    const room = rooms[0]!;
    const res = await post('/api/bookings/stays', cookie, stay(room.id, 30, 33));
    expect(res.status).toBe(201);
    const { bookings: made, payment } = await readJson(res);
    expect(made).toHaveLength(1);
    const stayPrice = (room.priceCents / 100) * 3;
    expect(made[0]).toMatchObject({
      kind: 'stay',
      status: 'confirmed',
      roomId: room.id,
      checkIn: day(30),
      checkOut: day(33),
    });
    expect(made[0].total).toBe(stayPrice + 25 + 30 + Math.round(stayPrice * 0.12));
    expect(payment).toMatchObject({ status: 'succeeded', cardBrand: 'Visa', cardLast4: '4242' });

    const [row] = await t.handle.query<{ dump: string }>(
      `select (select json_agg(p) from payments p)::text || (select json_agg(b) from bookings b)::text as dump`,
    );
    const dump = row!.dump;
    expect(dump).toContain(user.id);
    expect(dump).not.toContain(SAMPLE_CARD.cardNumber);
    expect(dump).not.toMatch(/cvv/i);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(SAMPLE_CARD.cardNumber);
  });

  it('needs a signed-in user and an Idempotency-Key', async () => {
    expect((await post('/api/bookings/stays', '', stay(rooms[1]!.id, 30, 32))).status).toBe(401);
    const { cookie } = await registerUser(t);
    const res = await post('/api/bookings/stays', cookie, stay(rooms[1]!.id, 30, 32), null);
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toHaveProperty('idempotency-key');
  });

  it('answers bad card details with the spec messages, per field, and charges nothing', async () => {
    const { cookie } = await registerUser(t);
    const before = await t.db.$count(payments);
    const res = await post(
      '/api/bookings/stays',
      cookie,
      stay(rooms[1]!.id, 30, 32, { cardNumber: '1234', cvv: '12' }),
    );
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toMatchObject({
      'card.cardNumber': 'Card number must be 16 digits',
      'card.cvv': 'CVV must be 3 digits',
    });
    expect(await t.db.$count(payments)).toBe(before);
  });

  it('declines 4000000000000002 with Payment failed, and the nights stay free', async () => {
    const { cookie } = await registerUser(t);
    const room = rooms[2]!;
    const res = await post(
      '/api/bookings/stays',
      cookie,
      stay(room.id, 50, 52, { cardNumber: '4000000000000002' }),
    );
    expect(res.status).toBe(402);
    expect(await readJson(res)).toEqual({
      error: {
        code: 'payment_failed',
        message: 'There was an error processing your payment. Please try again.',
      },
    });
    const again = await post('/api/bookings/stays', cookie, stay(room.id, 50, 52));
    expect(again.status).toBe(201);
  });

  it('returns the first result for a repeated key and creates nothing new, also when both arrive at once', async () => {
    const { cookie } = await registerUser(t);
    const key = randomUUID();
    const body = stay(rooms[3]!.id, 60, 62);
    const [a, b] = await Promise.all([
      post('/api/bookings/stays', cookie, body, key),
      post('/api/bookings/stays', cookie, body, key),
    ]);
    const c = await post('/api/bookings/stays', cookie, body, key);
    const ids = await Promise.all([a, b, c].map(async (r) => (await readJson(r)).bookings[0].id));
    expect(new Set(ids).size).toBe(1);
    expect(await t.db.$count(payments, eq(payments.idempotencyKey, key))).toBe(1);
    expect(await t.db.$count(bookings, eq(bookings.roomId, rooms[3]!.id))).toBe(1);
  });

  it('lets exactly one of 20 concurrent payments for the same nights through; the rest get 409', async () => {
    const room = rooms[4]!;
    const users = await Promise.all(Array.from({ length: 20 }, () => registerUser(t)));
    const responses = await Promise.all(
      users.map((u) => post('/api/bookings/stays', u.cookie, stay(room.id, 70, 73))),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const conflict = await readJson(responses.find((r) => r.status === 409)!);
    expect(conflict.error.message).toMatch(/just booked/);
    expect(
      await t.db.$count(bookings, and(eq(bookings.roomId, room.id), eq(bookings.status, 'confirmed'))),
    ).toBe(1);
    expect(await t.db.$count(payments, eq(payments.status, 'pending'))).toBe(0);
  });

  it('refuses nights that are already booked, and too many guests', async () => {
    const { cookie } = await registerUser(t);
    const room = rooms[5]!;
    expect((await post('/api/bookings/stays', cookie, stay(room.id, 80, 83))).status).toBe(201);
    expect((await post('/api/bookings/stays', cookie, stay(room.id, 82, 84))).status).toBe(409);
    const crowd = await post('/api/bookings/stays', cookie, {
      ...stay(room.id, 90, 91),
      guests: room.maxGuests + 1,
    });
    expect(crowd.status).toBe(400);
  });

  it('releases the nights of a payment that never settled', async () => {
    const { user } = await registerUser(t);
    const room = rooms[6]!;
    const [p] = await t.db
      .insert(payments)
      .values({
        userId: user.id,
        idempotencyKey: randomUUID(),
        purpose: 'stay',
        amountCents: 100,
        provider: 'simulated',
        cardBrand: 'Visa',
        cardLast4: '4242',
        createdAt: sql`now() - interval '20 minutes'`,
      })
      .returning();
    await t.db.insert(bookings).values({
      userId: user.id,
      kind: 'stay',
      roomId: room.id,
      checkIn: day(100),
      checkOut: day(102),
      lines: [],
      subtotalCents: 0,
      totalCents: 100,
      paymentId: p!.id,
    });
    expect(
      (await t.request(`/api/stays/${room.id}/quote?checkIn=${day(100)}&checkOut=${day(101)}&guests=1`))
        .status,
    ).toBe(409);
    expect(await sweepStaleHolds({ db: t.db })).toBe(1);
    expect(
      (await t.request(`/api/stays/${room.id}/quote?checkIn=${day(100)}&checkOut=${day(101)}&guests=1`))
        .status,
    ).toBe(200);
  });
});

describe('services', () => {
  it("lists the general services, and with a listing also its property's own, first", async () => {
    const general = (await readJson(await t.request('/api/services'))).items;
    expect(general.length).toBeGreaterThanOrEqual(8);
    expect(general.every((s: { propertyId: number | null }) => s.propertyId === null)).toBe(true);
    expect(general.map((s: { title: string; price: number }) => [s.title, s.price])).toEqual(
      expect.arrayContaining([
        ['Personal Training Session', 75],
        ['Yoga Class', 30],
        ['Spa Treatment', 120],
      ]),
    );
    const withProperty = (await readJson(await t.request(`/api/services?listingId=${rooms[0]!.id}`))).items;
    expect(withProperty[0].propertyId).not.toBeNull();
    expect(withProperty.length).toBe(general.length + 1);
    expect((await t.request('/api/services/9999')).status).toBe(404);
    expect((await t.request('/api/services?listingId=abc')).status).toBe(400);
  });

  it('books several services in one payment, one booking each, on their own dates', async () => {
    const { cookie } = await registerUser(t);
    const [a, b] = (await readJson(await t.request('/api/services'))).items;
    const res = await post('/api/bookings/services', cookie, {
      items: [
        { serviceId: a.id, date: day(5) },
        { serviceId: b.id, date: day(6) },
      ],
      listingId: rooms[0]!.id,
      card: SAMPLE_CARD,
    });
    expect(res.status).toBe(201);
    const result = await readJson(res);
    expect(
      result.bookings.map((x: { kind: string; checkIn: string; total: number }) => [
        x.kind,
        x.checkIn,
        x.total,
      ]),
    ).toEqual([
      ['service', day(5), a.price],
      ['service', day(6), b.price],
    ]);
    expect(result.payment.amount).toBe(a.price + b.price);
  });

  it('refuses past dates, unknown services and an empty selection', async () => {
    const { cookie } = await registerUser(t);
    const past = await post('/api/bookings/services', cookie, {
      items: [{ serviceId: 1, date: day(-5) }],
      card: SAMPLE_CARD,
    });
    expect(past.status).toBe(400);
    expect((await readJson(past)).error.fields).toHaveProperty('items.0.date');
    expect(
      (
        await post('/api/bookings/services', cookie, {
          items: [{ serviceId: 9999, date: day(3) }],
          card: SAMPLE_CARD,
        })
      ).status,
    ).toBe(404);
    const none = await post('/api/bookings/services', cookie, { items: [], card: SAMPLE_CARD });
    expect((await readJson(none)).error.fields.items).toBe('No services selected');
  });
});

describe('cancelling and rating', () => {
  it("cancels an upcoming booking, which frees its nights; too late or another user's is refused", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const room = rooms[8]!;
    const made = await readJson(await post('/api/bookings/stays', owner.cookie, stay(room.id, 10, 12)));
    const id = made.bookings[0].id;
    expect((await post(`/api/bookings/${id}/cancel`, other.cookie, {})).status).toBe(404);
    const cancelled = await post(`/api/bookings/${id}/cancel`, owner.cookie, {});
    expect(cancelled.status).toBe(200);
    expect((await readJson(cancelled)).status).toBe('cancelled');
    expect(
      (await t.request(`/api/stays/${room.id}/quote?checkIn=${day(10)}&checkOut=${day(12)}&guests=1`)).status,
    ).toBe(200);
    expect((await post(`/api/bookings/${id}/cancel`, owner.cookie, {})).status).toBe(422);

    const soon = await readJson(await post('/api/bookings/stays', owner.cookie, stay(room.id, 0, 2)));
    const late = await post(`/api/bookings/${soon.bookings[0].id}/cancel`, owner.cookie, {});
    expect(late.status).toBe(422);
    expect((await readJson(late)).error.message).toMatch(/24 hours before check-in/);
  });

  it("rates a finished stay once, which moves the room's rating; not before check-out, not someone else's", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const room = rooms[9]!;
    const [before] = await t.db.select().from(stayRooms).where(eq(stayRooms.id, room.id));
    const pastId = await insertStay(t.db, {
      userId: owner.user.id,
      roomId: room.id,
      checkIn: day(-10),
      checkOut: day(-7),
    });
    const review = (cookie: string, id: number, body: unknown) =>
      post(`/api/bookings/${id}/review`, cookie, body);

    expect((await review(other.cookie, pastId, { rating: 5 })).status).toBe(404);
    expect((await review(owner.cookie, pastId, { rating: 6 })).status).toBe(400);
    const ok = await review(owner.cookie, pastId, { rating: 1, comment: 'Noisy heating.' });
    expect(ok.status).toBe(201);
    expect((await readJson(ok)).review).toEqual({ rating: 1, comment: 'Noisy heating.' });
    expect((await review(owner.cookie, pastId, { rating: 4 })).status).toBe(409);

    const [after] = await t.db.select().from(stayRooms).where(eq(stayRooms.id, room.id));
    expect(after!.reviewCount).toBe(before!.reviewCount + 1);
    const expected = ((before!.rating ?? 0) * before!.reviewCount + 1) / (before!.reviewCount + 1);
    expect(after!.rating).toBeCloseTo(expected, 4);

    const future = await readJson(await post('/api/bookings/stays', owner.cookie, stay(room.id, 20, 22)));
    expect((await review(owner.cookie, future.bookings[0].id, { rating: 5 })).status).toBe(422);
  });
});

describe('GET /api/dashboard', () => {
  it('counts confirmed bookings, upcoming stays, spending and the average rating, for this user only', async () => {
    const me = await registerUser(t);
    const stranger = await registerUser(t);
    expect((await t.request('/api/dashboard')).status).toBe(401);
    const empty = await readJson(await t.request('/api/dashboard', { headers: { cookie: me.cookie } }));
    expect(empty).toEqual({
      totalBookings: 0,
      upcomingStays: 0,
      totalSpent: 0,
      averageRating: null,
      recentBookings: [],
    });

    const a = await readJson(await post('/api/bookings/stays', me.cookie, stay(rooms[10]!.id, 40, 42)));
    const b = await readJson(await post('/api/bookings/stays', me.cookie, stay(rooms[11]!.id, 40, 41)));
    await post('/api/bookings/stays', stranger.cookie, stay(rooms[12]!.id, 40, 41));
    const pastId = await insertStay(t.db, {
      userId: me.user.id,
      roomId: rooms[13]!.id,
      checkIn: day(-5),
      checkOut: day(-3),
    });
    await post(`/api/bookings/${pastId}/review`, me.cookie, { rating: 4 });

    const d = await readJson(await t.request('/api/dashboard', { headers: { cookie: me.cookie } }));
    expect(d.totalBookings).toBe(3);
    expect(d.upcomingStays).toBe(2);
    expect(d.totalSpent).toBeCloseTo(a.bookings[0].total + b.bookings[0].total, 2);
    expect(d.averageRating).toBe(4);
    expect(d.recentBookings.map((x: { id: number }) => x.id)).toEqual([
      pastId,
      b.bookings[0].id,
      a.bookings[0].id,
    ]);
    const mine = await readJson(await t.request('/api/bookings', { headers: { cookie: me.cookie } }));
    expect(mine.items).toHaveLength(3);
  });
});
