import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { stayRooms } from '../../db/schema/stays';
import { day, insertStay } from '../../test/fixtures';
import { openBookingTestApp, postAs, stayBody, type BookingRoom } from '../../test/booking-kit';
import { bookPlace, insertProperty, insertRetreat } from '../../test/retreat-kit';
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

describe('services', () => {
  it("lists the general services, and with a listing also its property's own, first", async () => {
    const general = (await readJson(await t.request('/api/services'))).items;
    expect(general.length).toBeGreaterThanOrEqual(8);
    expect(general.every((s: { propertyId: number | null }) => s.propertyId === null)).toBe(true);
    expect(general.map((s: { title: string; priceCents: number }) => [s.title, s.priceCents])).toEqual(
      expect.arrayContaining([
        ['Personal Training Session', 7500],
        ['Yoga Class', 3000],
        ['Spa Treatment', 12_000],
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
      result.bookings.map((x: { kind: string; checkIn: string; totalCents: number }) => [
        x.kind,
        x.checkIn,
        x.totalCents,
      ]),
    ).toEqual([
      ['service', day(5), a.priceCents],
      ['service', day(6), b.priceCents],
    ]);
    expect(result.payment.amountCents).toBe(a.priceCents + b.priceCents);
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

  it('refuses ids beyond the database integer range with 400, not a server error', async () => {
    const { cookie } = await registerUser(t);
    const huge = 2_147_483_648;
    expect((await t.request(`/api/services?listingId=${huge}`)).status).toBe(400);
    const service = await post('/api/bookings/services', cookie, {
      items: [{ serviceId: huge, date: day(3) }],
      card: SAMPLE_CARD,
    });
    expect((await readJson(service)).error.fields).toHaveProperty('items.0.serviceId');
    const listing = await post('/api/bookings/services', cookie, {
      items: [{ serviceId: 1, date: day(3) }],
      listingId: huge,
      card: SAMPLE_CARD,
    });
    expect((await readJson(listing)).error.fields).toHaveProperty('listingId');
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
    // The room's card in a search without dates (an answer the API reuses for a few seconds).
    const card = async () => {
      const path = `/api/stays?location=${encodeURIComponent(before!.searchLocation)}&pageSize=48`;
      const { items } = await readJson(await t.request(path));
      return items.find((item: { id: number }) => item.id === room.id);
    };
    expect(await card()).toMatchObject({ reviewCount: before!.reviewCount });

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
    // The rating shows in searches at once, not when the reused answer expires.
    expect(await card()).toMatchObject({ reviewCount: before!.reviewCount + 1 });

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
      totalSpentCents: 0,
      retreatPlaces: 0,
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
    expect(d.totalSpentCents).toBe(a.bookings[0].totalCents + b.bookings[0].totalCents);
    expect(d.averageRating).toBe(4);
    expect(d.recentBookings.map((x: { id: number }) => x.id)).toEqual([
      pastId,
      b.bookings[0].id,
      a.bookings[0].id,
    ]);
    const mine = await readJson(await t.request('/api/bookings', { headers: { cookie: me.cookie } }));
    expect(mine.items).toHaveLength(3);
  });

  it('counts a confirmed retreat place as a booking, an upcoming stay and its deposit as spent', async () => {
    const me = await registerUser(t);
    const propertyId = await insertProperty(t.db);
    const { retreatId, optionIds } = await insertRetreat(t.db, {
      propertyId,
      startInDays: 120,
      options: [{ priceCents: 100_000, spots: 4 }],
    });
    const booked = await bookPlace(t, me.cookie, retreatId, { optionId: optionIds[0]!, people: 2 });
    expect(booked.status).toBe(201);
    const d = await readJson(await t.request('/api/dashboard', { headers: { cookie: me.cookie } }));
    // 25 % of 2 x $1,000 paid now; the balance is not spent until it is charged.
    expect(d).toMatchObject({
      totalBookings: 1,
      upcomingStays: 1,
      totalSpentCents: 50_000,
      retreatPlaces: 1,
    });
    expect(d.recentBookings).toEqual([]);
  });
});
