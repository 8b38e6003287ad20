import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKED_RANGES_TEXTS } from '@restora/shared/contracts/stays';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import {
  BOOKING_DAYS_AHEAD,
  MAX_STAY_NIGHTS,
  SERVICE_DATE_TEXTS,
  STAY_DATE_TEXTS,
} from '@restora/shared/domain/booking-window';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { openBookingTestApp, postAs, stayBody, type BookingRoom } from '../../test/booking-kit';
import { day } from '../../test/fixtures';
import { readJson, registerUser, type TestApp } from '../../test/test-app';

// The booking window (docs/decisions/bookings-and-availability.md, "Date windows"): the quote, the
// payment of a stay or of services, the search by dates and the booked nights refuse dates outside it
// with a 400 naming each field, in the same words, before any query or charge.

let t: TestApp;
let rooms: BookingRoom[];
let cookie: string;
beforeAll(async () => {
  ({ t, rooms } = await openBookingTestApp([]));
  ({ cookie } = await registerUser(t));
});
afterAll(() => t.close());

const LAST = BOOKING_DAYS_AHEAD;
const outside = { checkIn: STAY_DATE_TEXTS.checkInTooFar, checkOut: STAY_DATE_TEXTS.checkOutTooFar };

/** A 400's fields, and that it came quickly with a short body. */
async function refusal(res: Response, started: number) {
  expect(Date.now() - started).toBeLessThan(2_000);
  const text = await res.text();
  expect(res.status, text).toBe(400);
  expect(text.length).toBeLessThan(1_000);
  const body = JSON.parse(text);
  expect(body.error.code).toBe('validation_failed');
  return body.error.fields as Record<string, string>;
}
const get = async (path: string) => {
  const started = Date.now();
  return refusal(await t.request(path), started);
};
const rowCounts = async () => ({
  payments: (await t.db.select({ n: count() }).from(payments))[0]!.n,
  bookings: (await t.db.select({ n: count() }).from(bookings))[0]!.n,
});

describe('the quote', () => {
  const quote = (roomId: number, checkIn: string, checkOut: string) =>
    `/api/stays/${roomId}/quote?checkIn=${checkIn}&checkOut=${checkOut}&guests=1`;

  it('refuses the ends of the calendar and a stay past the last night, naming each field', async () => {
    const room = rooms[2]!.id;
    expect(await get(quote(room, '9999-12-30', '9999-12-31'))).toEqual(outside);
    expect(await get(quote(room, '0001-01-01', '0001-01-03'))).toEqual({
      checkIn: STAY_DATE_TEXTS.checkInPast,
    });
    expect(await get(quote(room, '0099-12-30', '0099-12-31'))).toEqual({
      checkIn: STAY_DATE_TEXTS.checkInPast,
    });
    expect(await get(quote(room, day(LAST + 1), day(LAST + 2)))).toEqual(outside);
    expect(await get(quote(room, day(LAST - 1), day(LAST + 2)))).toEqual({
      checkOut: STAY_DATE_TEXTS.checkOutTooFar,
    });
    expect(await get(quote(room, day(10), day(11 + MAX_STAY_NIGHTS)))).toEqual({
      checkOut: STAY_DATE_TEXTS.tooLong,
    });
  });

  it('prices the last night of the window and the longest stay', async () => {
    const room = rooms[2]!.id;
    const last = await t.request(quote(room, day(LAST), day(LAST + 1)));
    expect(last.status).toBe(200);
    expect((await readJson(last)).nights).toBe(1);
    const longest = await t.request(quote(room, day(10), day(10 + MAX_STAY_NIGHTS)));
    expect((await readJson(longest)).nights).toBe(MAX_STAY_NIGHTS);
  });
});

describe('paying for a stay', () => {
  const pay = async (body: unknown) => {
    const started = Date.now();
    return refusal(await postAs(t, '/api/bookings/stays', cookie, body), started);
  };

  it('refuses check-in 9999-12-30, check-out 9999-12-31 and charges nothing', async () => {
    const before = await rowCounts();
    const body = { ...stayBody(rooms[3]!.id, 1, 2), checkIn: '9999-12-30', checkOut: '9999-12-31' };
    expect(await pay(body)).toEqual(outside);
    expect(await pay({ ...body, checkIn: '0001-01-01', checkOut: '0001-01-02' })).toEqual({
      checkIn: STAY_DATE_TEXTS.checkInPast,
    });
    expect(await pay(stayBody(rooms[3]!.id, LAST, LAST + 2))).toEqual({
      checkOut: STAY_DATE_TEXTS.checkOutTooFar,
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('books the last night of the window', async () => {
    const res = await postAs(t, '/api/bookings/stays', cookie, stayBody(rooms[3]!.id, LAST - 1, LAST + 1));
    expect(res.status).toBe(201);
    expect((await readJson(res)).bookings[0]).toMatchObject({
      checkIn: day(LAST - 1),
      checkOut: day(LAST + 1),
    });
  });
});

describe('paying for wellness services', () => {
  it('refuses a date past the window and charges nothing, and books its last day', async () => {
    const [service] = (await readJson(await t.request('/api/services'))).items;
    const body = (date: string) => ({ items: [{ serviceId: service.id, date }], card: SAMPLE_CARD });
    const before = await rowCounts();
    for (const date of ['9999-12-31', '0001-01-01', day(LAST + 1)]) {
      const started = Date.now();
      const fields = await refusal(await postAs(t, '/api/bookings/services', cookie, body(date)), started);
      expect(fields['items.0.date']).toBe(
        date < day(0) ? SERVICE_DATE_TEXTS.past : SERVICE_DATE_TEXTS.tooFar,
      );
    }
    expect(await rowCounts()).toEqual(before);
    expect((await postAs(t, '/api/bookings/services', cookie, body(day(LAST)))).status).toBe(201);
  });
});

describe('the search by dates', () => {
  it('refuses dates outside the window in the quote’s words, and searches its last night', async () => {
    expect(await get('/api/stays?dateFrom=9999-12-30&dateTo=9999-12-31')).toEqual({
      dateFrom: STAY_DATE_TEXTS.checkInTooFar,
      dateTo: STAY_DATE_TEXTS.checkOutTooFar,
    });
    expect(await get('/api/stays?dateFrom=0001-01-01&dateTo=9999-12-31')).toEqual({
      dateFrom: STAY_DATE_TEXTS.checkInPast,
      dateTo: STAY_DATE_TEXTS.checkOutTooFar,
    });
    expect(await get(`/api/stays?dateFrom=${day(-2)}&dateTo=${day(1)}`)).toEqual({
      dateFrom: STAY_DATE_TEXTS.checkInPast,
    });
    expect(await get(`/api/stays?dateFrom=${day(5)}&dateTo=${day(6 + MAX_STAY_NIGHTS)}`)).toEqual({
      dateTo: STAY_DATE_TEXTS.tooLong,
    });
    const last = await t.request(`/api/stays?dateFrom=${day(LAST)}&dateTo=${day(LAST + 1)}`);
    expect(last.status).toBe(200);
    expect((await readJson(last)).items[0].priceForDates).toMatchObject({ nights: 1 });
  });
});

describe('the booked nights of a room', () => {
  it('answers for the window and refuses dates outside it', async () => {
    const room = rooms[0]!.id;
    expect(await get(`/api/stays/${room}/booked-dates?from=0001-01-01&to=9999-12-31`)).toEqual(
      BOOKED_RANGES_TEXTS,
    );
    const whole = await t.request(`/api/stays/${room}/booked-dates?from=${day(-1)}&to=${day(LAST + 1)}`);
    expect(whole.status).toBe(200);
  });
});
