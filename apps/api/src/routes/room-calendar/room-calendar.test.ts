import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_PARTNER } from '@restora/shared/domain/partner-texts';
import { NIGHTS_TAKEN, RANGE_IN_PAST } from '@restora/shared/domain/room-calendar';
import { postAs, stayBody } from '../../test/booking-kit';
import { calendarKit } from '../../test/calendar-kit';
import { day } from '../../test/fixtures';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// A room's calendar: who may see it, blocks and what they close (docs/decisions/room-calendars.md).

let t: TestApp;
let k: Awaited<ReturnType<typeof calendarKit>>;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  k = await calendarKit(t);
  traveller = (await registerUser(t)).cookie;
});
afterAll(() => t.close());

const monthOf = (date: string) => date.slice(0, 7);
const calendar = async (roomId: number, date: string) => {
  const res = await k.call('GET', `${k.calendarPath(roomId)}/calendar?month=${monthOf(date)}`, k.partner);
  expect(res.status).toBe(200);
  const body = await readJson(res);
  return (d: string) => body.days.find((x: { date: string }) => x.date === d);
};
const bookedDates = async (roomId: number) =>
  (await readJson(await t.request(`/api/stays/${roomId}/booked-dates?from=${day(1)}&to=${day(120)}`))).ranges;
const searchIds = async (from: string, to: string) => {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const body = await readJson(
      await t.request(`/api/stays?dateFrom=${from}&dateTo=${to}&pageSize=48&page=${page}`),
    );
    ids.push(...body.items.map((s: { id: number }) => s.id));
    if (page >= body.pageCount) return { ids, total: body.total as number };
  }
};
const block = (roomId: number, body: unknown, cookie = k.partner) =>
  k.call('POST', `${k.calendarPath(roomId)}/blocks`, cookie, body);
const unblock = (roomId: number, from: string, to: string) =>
  k.call('DELETE', `${k.calendarPath(roomId)}/blocks?from=${from}&to=${to}`, k.partner);

describe('who may see and change a calendar', () => {
  it('answers 401 signed out, 403 to a non-partner, 404 for another organisation or an unknown room', async () => {
    const room = k.rooms[0]!.id;
    const path = `${k.calendarPath(room)}/calendar?month=${monthOf(day(30))}`;
    expect((await k.call('GET', path, '')).status).toBe(401);
    const notPartner = await k.call('GET', path, traveller);
    expect(notPartner.status).toBe(403);
    expect((await readJson(notPartner)).error.message).toBe(NOT_A_PARTNER);
    expect((await k.call('GET', path, k.otherPartner)).status).toBe(404);
    const month = monthOf(day(30));
    expect((await k.call('GET', `/api/partner/rooms/999999/calendar?month=${month}`, k.partner)).status).toBe(
      404,
    );
    const own = await k.call('GET', `${k.calendarPath(k.foreign.id)}/calendar?month=${month}`, k.partner);
    expect(own.status).toBe(404);
    // Nor may another organisation write to it: nothing is blocked.
    expect((await block(room, { from: day(30), to: day(31) }, k.otherPartner)).status).toBe(404);
    expect((await calendar(room, day(30)))(day(30)).state).toBe('free');
  });

  it('gives every night of the month with its price, and refuses a malformed month', async () => {
    const room = k.rooms[0]!;
    // Next year's February: inside the calendar's months (docs/decisions/room-calendars.md).
    const year = new Date().getUTCFullYear() + 1;
    const res = await k.call('GET', `${k.calendarPath(room.id)}/calendar?month=${year}-02`, k.partner);
    const body = await readJson(res);
    expect(body.days).toHaveLength(year % 4 === 0 && year % 100 !== 0 ? 29 : 28);
    expect(body.days[0]).toEqual({
      date: `${year}-02-01`,
      state: 'free',
      priceCents: room.priceCents,
      overridden: false,
      guestName: null,
      note: null,
      minNights: null,
      past: false,
    });
    const bad = await k.call('GET', `${k.calendarPath(room.id)}/calendar?month=2030-13`, k.partner);
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).error.fields.month).toBe('Use a month in the form YYYY-MM');
  });
});

describe('blocking nights', () => {
  it('closes them to quotes, bookings, availability and search by dates; unblocking opens them again', async () => {
    const room = k.rooms[1]!.id;
    const before = await searchIds(day(31), day(32));
    expect(before.ids).toContain(room);

    const res = await block(room, { from: day(30), to: day(33), note: 'Repainting' });
    expect(res.status).toBe(201);
    expect(await readJson(res)).toEqual({ from: day(30), to: day(33), nights: 3 });
    const night = await calendar(room, day(31));
    expect(night(day(31))).toMatchObject({ state: 'blocked', note: 'Repainting', guestName: null });

    expect(await bookedDates(room)).toEqual([{ checkIn: day(30), checkOut: day(33) }]);
    const after = await searchIds(day(31), day(32));
    expect(after.ids).not.toContain(room);
    expect(after.total).toBe(before.total - 1);
    const quote = await t.request(`/api/stays/${room}/quote?checkIn=${day(32)}&checkOut=${day(34)}&guests=1`);
    expect(quote.status).toBe(409);
    const booking = await postAs(t, '/api/bookings/stays', traveller, stayBody(room, 29, 31));
    expect(booking.status).toBe(409);

    // Opening the middle night leaves the nights on either side blocked.
    expect((await unblock(room, day(31), day(32))).status).toBe(200);
    expect(await bookedDates(room)).toEqual([
      { checkIn: day(30), checkOut: day(31) },
      { checkIn: day(32), checkOut: day(33) },
    ]);
    expect((await searchIds(day(31), day(32))).ids).toContain(room);
    expect((await searchIds(day(30), day(32))).ids).not.toContain(room);

    expect((await unblock(room, day(29), day(40))).status).toBe(200);
    expect(await bookedDates(room)).toEqual([]);
    expect((await searchIds(day(30), day(33))).ids).toContain(room);
  });

  it('refuses a block over a blocked night; one beside it is fine', async () => {
    const room = k.rooms[2]!.id;
    expect((await block(room, { from: day(40), to: day(42) })).status).toBe(201);
    expect((await block(room, { from: day(41), to: day(44), note: 'Retreat' })).status).toBe(409);
    expect((await block(room, { from: day(42), to: day(44), note: 'Retreat' })).status).toBe(201);
    expect(await bookedDates(room)).toEqual([
      { checkIn: day(40), checkOut: day(42) },
      { checkIn: day(42), checkOut: day(44) },
    ]);
  });

  it('refuses to block a booked night, shows the guest, and changes nothing', async () => {
    const room = k.rooms[3]!.id;
    const booked = await postAs(t, '/api/bookings/stays', traveller, stayBody(room, 50, 52));
    expect(booked.status).toBe(201);
    const res = await block(room, { from: day(48), to: day(51) });
    expect(res.status).toBe(409);
    expect(await readJson(res)).toMatchObject({ error: { message: NIGHTS_TAKEN } });
    const night = await calendar(room, day(50));
    expect(night(day(50))).toMatchObject({ state: 'booked', guestName: expect.stringMatching(/^Test User/) });
    expect(night(day(48))?.state ?? 'free').toBe('free');
    // Unblocking never frees a booked night.
    expect((await unblock(room, day(49), day(53))).status).toBe(200);
    expect(await bookedDates(room)).toEqual([{ checkIn: day(50), checkOut: day(52) }]);
  });

  it('answers bad ranges with a 400 naming the field', async () => {
    const room = k.rooms[0]!.id;
    const fieldsOf = async (body: unknown) => {
      const res = await block(room, body);
      expect(res.status).toBe(400);
      return (await readJson(res)).error.fields;
    };
    expect(await fieldsOf({ from: day(-3), to: day(2) })).toEqual({ from: RANGE_IN_PAST });
    expect((await fieldsOf({ from: day(5), to: day(5) })).to).toMatch(/after the start/);
    expect((await fieldsOf({ from: day(5), to: day(400) })).to).toMatch(/at most 366 nights/);
    expect((await fieldsOf({ from: day(5), to: day(6), note: 'x'.repeat(201) })).note).toBe(
      'At most 200 characters',
    );
    expect((await fieldsOf({ from: '2030-02-30', to: '2030-03-02' })).from).toBe('This date does not exist');
    expect(await bookedDates(room)).toEqual([]);
  });
});
