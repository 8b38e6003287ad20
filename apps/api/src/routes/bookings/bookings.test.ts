import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { sweepStaleHolds } from '../../services/payments/sweep-stale-holds';
import { day } from '../../test/fixtures';
import { openBookingTestApp, postAs, stayBody, type BookingRoom } from '../../test/booking-kit';
import { readJson, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
const logLines: string[] = [];
let rooms: BookingRoom[];

beforeAll(async () => {
  ({ t, rooms } = await openBookingTestApp(logLines));
});
afterAll(() => t.close());

const post = (path: string, cookie: string, body: unknown, key?: string | null) =>
  postAs(t, path, cookie, body, key);
const stay = stayBody;

describe('paying for a stay', () => {
  it('re-quotes, charges, confirms, and stores only the brand and last four digits', async () => {
    const { cookie, user } = await registerUser(t);
    const room = rooms[0]!;
    const res = await post('/api/bookings/stays', cookie, stay(room.id, 30, 33));
    expect(res.status).toBe(201);
    const { bookings: made, payment } = await readJson(res);
    expect(made).toHaveLength(1);
    const stayCents = room.priceCents * 3;
    expect(made[0]).toMatchObject({
      kind: 'stay',
      status: 'confirmed',
      roomId: room.id,
      checkIn: day(30),
      checkOut: day(33),
    });
    // Taxes: 12% of the nights, in whole dollars.
    expect(made[0].totalCents).toBe(stayCents + 2500 + 3000 + Math.round((stayCents * 0.12) / 100) * 100);
    expect(payment.amountCents).toBe(made[0].totalCents);
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
    expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
    const conflict = await readJson(responses.find((r) => r.status === 409)!);
    expect(conflict.error.message).toMatch(/just booked/);
    expect(
      await t.db.$count(bookings, and(eq(bookings.roomId, room.id), eq(bookings.status, 'confirmed'))),
    ).toBe(1);
    expect(await t.db.$count(payments, eq(payments.status, 'pending'))).toBe(0);
  });

  it('refuses a room id beyond the database integer range with 400, not a server error', async () => {
    const { cookie } = await registerUser(t);
    const res = await post('/api/bookings/stays', cookie, stay(2_147_483_648, 30, 32));
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toHaveProperty('roomId');
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
