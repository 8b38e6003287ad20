import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsd } from '@restora/shared/domain/stay-quote';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../db/pg-error';
import { bookings } from '../../db/schema/bookings';
import { roomMinimumStays, roomNights, roomPriceOverrides } from '../../db/schema/room-calendar';
import { postAs, stayBody } from '../../test/booking-kit';
import { calendarKit } from '../../test/calendar-kit';
import { day, insertStay, insertUser } from '../../test/fixtures';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// Price overrides and minimum stays: the quote and the booking follow at once
// (docs/decisions/room-calendars.md, prices-and-quotes.md).

let t: TestApp;
let k: Awaited<ReturnType<typeof calendarKit>>;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  k = await calendarKit(t);
  traveller = (await registerUser(t)).cookie;
});
afterAll(() => t.close());

const quote = (roomId: number, from: number, to: number) =>
  t.request(`/api/stays/${roomId}/quote?checkIn=${day(from)}&checkOut=${day(to)}&guests=1`);
const setPrice = (roomId: number, from: number, to: number, priceCents: unknown) =>
  k.call('POST', `${k.calendarPath(roomId)}/price-overrides`, k.partner, {
    from: day(from),
    to: day(to),
    priceCents,
  });
const setMinimum = (roomId: number, from: number, to: number, minNights: unknown) =>
  k.call('POST', `${k.calendarPath(roomId)}/minimum-stays`, k.partner, {
    from: day(from),
    to: day(to),
    minNights,
  });
const nightLines = async (res: Response) =>
  (await readJson(res)).lines.filter((l: { kind: string }) => l.kind === 'nights');

describe('price overrides', () => {
  it('price each night of a stay across the boundary, one line per run of nights, and the booking keeps them', async () => {
    const room = k.rooms[0]!;
    const base = room.priceCents;
    expect((await setPrice(room.id, 50, 52, 30_000)).status).toBe(201);
    const res = await quote(room.id, 49, 53);
    expect(res.status).toBe(200);
    const body = await readJson(res);
    const nights = 2 * base + 60_000;
    const taxes = Math.round((nights * 12) / 10_000) * 100;
    expect(body.lines).toEqual([
      { kind: 'nights', label: `${formatUsd(base)} x 1 night`, amountCents: base },
      { kind: 'nights', label: '$300 x 2 nights', amountCents: 60_000 },
      { kind: 'nights', label: `${formatUsd(base)} x 1 night`, amountCents: base },
      { kind: 'cleaning', label: 'Cleaning fee', amountCents: 2500 },
      { kind: 'service', label: 'Service fee', amountCents: 3000 },
      { kind: 'taxes', label: 'Taxes', amountCents: taxes },
    ]);
    expect(body.totalCents).toBe(nights + 2500 + 3000 + taxes);

    const paid = await postAs(t, '/api/bookings/stays', traveller, stayBody(room.id, 49, 53));
    expect(paid.status).toBe(201);
    const [stored] = await t.db
      .select({ lines: bookings.lines, totalCents: bookings.totalCents })
      .from(bookings)
      .where(eq(bookings.id, (await readJson(paid)).bookings[0].id));
    expect(stored!.totalCents).toBe(nights + 2500 + 3000 + taxes);
    expect(stored!.lines.filter((l) => l.kind === 'nights').map((l) => l.amountCents)).toEqual([
      base,
      60_000,
      base,
    ]);
  });

  it("a search by dates shows each room at those nights' prices; without dates, at its own", async () => {
    const room = k.rooms[3]!;
    const base = room.priceCents;
    expect((await setPrice(room.id, 80, 82, 41_000)).status).toBe(201);
    const { location } = await readJson(await t.request(`/api/stays/${room.id}`));
    const card = async (dates: string) => {
      const found = await readJson(
        await t.request(`/api/stays?location=${encodeURIComponent(location.city)}&pageSize=48${dates}`),
      );
      return found.items.find((c: { id: number }) => c.id === room.id);
    };
    const dated = await card(`&dateFrom=${day(81)}&dateTo=${day(84)}`);
    expect(dated.priceCents).toBe(base);
    expect(dated.priceForDates).toEqual({ nights: 3, totalCents: 41_000 + 2 * base });
    expect((await card('')).priceForDates).toBeUndefined();
  });

  it('replaces the overlapping part of an earlier price, and clearing brings the room price back', async () => {
    const room = k.rooms[1]!;
    expect((await setPrice(room.id, 60, 66, 20_000)).status).toBe(201);
    expect((await setPrice(room.id, 62, 64, 25_050)).status).toBe(201);
    expect((await nightLines(await quote(room.id, 61, 65))).map((l: { label: string }) => l.label)).toEqual([
      '$200 x 1 night',
      '$250.50 x 2 nights',
      '$200 x 1 night',
    ]);
    const cleared = await k.call(
      'DELETE',
      `${k.calendarPath(room.id)}/price-overrides?from=${day(60)}&to=${day(63)}`,
      k.partner,
    );
    expect(cleared.status).toBe(200);
    expect((await nightLines(await quote(room.id, 61, 65))).map((l: { label: string }) => l.label)).toEqual([
      `${formatUsd(room.priceCents)} x 2 nights`,
      '$250.50 x 1 night',
      '$200 x 1 night',
    ]);
  });

  it('refuses prices out of bounds, naming the field, and keeps the old ones', async () => {
    const room = k.rooms[2]!;
    for (const [priceCents, message] of [
      [0, 'At least $1 a night'],
      [1_000_001, 'At most $10,000 a night'],
      [1234.5, 'Whole cents only'],
      ['lots', 'Enter a price in dollars'],
    ] as const) {
      const res = await setPrice(room.id, 70, 72, priceCents);
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.fields.priceCents).toBe(message);
    }
    expect(await t.db.$count(roomPriceOverrides, eq(roomPriceOverrides.roomId, room.id))).toBe(0);
  });
});

describe('minimum stays', () => {
  it('refuse a shorter stay starting in the range with a clear 400, in the quote and the booking', async () => {
    const room = k.rooms[3]!;
    expect((await setMinimum(room.id, 80, 90, 3)).status).toBe(201);
    const short = await quote(room.id, 81, 83);
    expect(short.status).toBe(400);
    const date = new Date(`${day(81)}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const message = `Stays starting on ${date} need at least 3 nights`;
    expect(await readJson(short)).toEqual({
      error: { code: 'validation_failed', message: `${message}.`, fields: { checkOut: message } },
    });
    const booking = await postAs(t, '/api/bookings/stays', traveller, stayBody(room.id, 81, 83));
    expect(booking.status).toBe(400);
    expect((await readJson(booking)).error.fields.checkOut).toBe(message);
    expect((await quote(room.id, 81, 84)).status).toBe(200);
    // The check-in night decides: a stay arriving the day before the range is not bound by it.
    expect((await quote(room.id, 79, 81)).status).toBe(200);
    const calendar = await readJson(
      await k.call('GET', `${k.calendarPath(room.id)}/calendar?month=${day(85).slice(0, 7)}`, k.partner),
    );
    expect(calendar.days.find((d: { date: string }) => d.date === day(85)).minNights).toBe(3);
  });

  it('refuses a minimum outside 1 to 60 nights and removes one on request', async () => {
    const room = k.rooms[4]!;
    for (const minNights of [0, 61, 2.5])
      expect((await setMinimum(room.id, 90, 95, minNights)).status).toBe(400);
    expect((await setMinimum(room.id, 90, 95, 4)).status).toBe(201);
    expect((await quote(room.id, 91, 92)).status).toBe(400);
    const res = await k.call(
      'DELETE',
      `${k.calendarPath(room.id)}/minimum-stays?from=${day(90)}&to=${day(95)}`,
      k.partner,
    );
    expect(res.status).toBe(200);
    expect((await quote(room.id, 91, 92)).status).toBe(200);
  });
});

describe('the database refuses overlaps whoever writes', () => {
  const refused = async (write: () => Promise<unknown>) => {
    const error = await write().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(pgErrorCode(error)).toBe(EXCLUSION_VIOLATION);
  };

  it('two prices or two minimums of one room on one night', async () => {
    const roomId = k.rooms[5]!.id;
    await t.db
      .insert(roomPriceOverrides)
      .values({ roomId, fromDate: day(100), toDate: day(103), priceCents: 100 });
    await refused(() =>
      t.db
        .insert(roomPriceOverrides)
        .values({ roomId, fromDate: day(102), toDate: day(104), priceCents: 100 }),
    );
    await t.db
      .insert(roomMinimumStays)
      .values({ roomId, fromDate: day(100), toDate: day(103), minNights: 2 });
    await refused(() =>
      t.db.insert(roomMinimumStays).values({ roomId, fromDate: day(101), toDate: day(102), minNights: 2 }),
    );
  });

  it('a block over a booked night, and a booking over a blocked one', async () => {
    const roomId = k.rooms[5]!.id;
    const userId = await insertUser(t.db);
    await insertStay(t.db, { userId, roomId, checkIn: day(110), checkOut: day(112) });
    await refused(() =>
      t.db.insert(roomNights).values({ roomId, kind: 'block', checkIn: day(111), checkOut: day(113) }),
    );
    await t.db.insert(roomNights).values({ roomId, kind: 'block', checkIn: day(115), checkOut: day(117) });
    await refused(() => insertStay(t.db, { userId, roomId, checkIn: day(116), checkOut: day(118) }));
    // A cancelled booking holds nothing: its nights can be blocked.
    const cancelled = await insertStay(t.db, { userId, roomId, checkIn: day(120), checkOut: day(121) });
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled));
    await t.db.insert(roomNights).values({ roomId, kind: 'block', checkIn: day(120), checkOut: day(121) });
  });
});
