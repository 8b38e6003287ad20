// The stay API's booked ranges and price quotes (searching and the database's own rules: stays.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stayRooms } from '../../db/schema/stays';
import { day, insertStay, insertUser } from '../../test/fixtures';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

let t: TestApp;
let allRooms: { id: number; maxGuests: number; priceCents: number }[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  allRooms = await t.db
    .select({ id: stayRooms.id, maxGuests: stayRooms.maxGuests, priceCents: stayRooms.priceCents })
    .from(stayRooms);
});
afterAll(() => t.close());

describe('availability and quotes', () => {
  const room = () => allRooms.find((r) => r.maxGuests >= 2)!;

  it('lists booked ranges that touch the window', async () => {
    const userId = await insertUser(t.db);
    const r = allRooms[5]!;
    await insertStay(t.db, { userId, roomId: r.id, checkIn: day(60), checkOut: day(62) });
    const res = await readJson(
      await t.request(`/api/stays/${r.id}/booked-dates?from=${day(1)}&to=${day(90)}`),
    );
    expect(res.ranges).toEqual([{ checkIn: day(60), checkOut: day(62) }]);
    const none = await readJson(
      await t.request(`/api/stays/${r.id}/booked-dates?from=${day(62)}&to=${day(70)}`),
    );
    expect(none.ranges).toEqual([]);
  });

  it('prices nights, cleaning 25, service 30 and 12% taxes in whole dollars', async () => {
    const r = room();
    const res = await t.request(`/api/stays/${r.id}/quote?checkIn=${day(10)}&checkOut=${day(13)}&guests=2`);
    expect(res.status).toBe(200);
    const q = await readJson(res);
    const stay = r.priceCents * 3;
    // Taxes: 12% of the nights, in whole dollars.
    const taxes = Math.round((stay * 0.12) / 100) * 100;
    expect(q.nights).toBe(3);
    expect(q.nightlyPriceCents).toBe(r.priceCents);
    expect(q.lines.map((l: { amountCents: number }) => l.amountCents)).toEqual([stay, 2500, 3000, taxes]);
    expect(q.totalCents).toBe(stay + 2500 + 3000 + taxes);
  });

  it('refuses past dates, too many guests, over 60 nights and booked nights', async () => {
    const r = room();
    const past = await t.request(`/api/stays/${r.id}/quote?checkIn=${day(-3)}&checkOut=${day(2)}&guests=1`);
    expect(past.status).toBe(400);
    expect((await readJson(past)).error.fields).toHaveProperty('checkIn');

    const crowd = await t.request(
      `/api/stays/${r.id}/quote?checkIn=${day(3)}&checkOut=${day(5)}&guests=${r.maxGuests + 1}`,
    );
    expect(crowd.status).toBe(400);
    expect((await readJson(crowd)).error.fields).toHaveProperty('guests');

    const long = await t.request(`/api/stays/${r.id}/quote?checkIn=${day(3)}&checkOut=${day(64)}&guests=1`);
    expect(long.status).toBe(400);

    const zero = await t.request(`/api/stays/${r.id}/quote?checkIn=${day(3)}&checkOut=${day(3)}&guests=1`);
    expect(zero.status).toBe(400);

    const userId = await insertUser(t.db);
    await insertStay(t.db, { userId, roomId: r.id, checkIn: day(20), checkOut: day(22) });
    const taken = await t.request(`/api/stays/${r.id}/quote?checkIn=${day(21)}&checkOut=${day(24)}&guests=1`);
    expect(taken.status).toBe(409);
    expect(
      (await t.request(`/api/stays/99999/quote?checkIn=${day(3)}&checkOut=${day(5)}&guests=1`)).status,
    ).toBe(404);
  });
});
