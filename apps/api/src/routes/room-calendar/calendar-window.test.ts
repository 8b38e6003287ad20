import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarEnd,
  calendarMonths,
  MONTH_OUT_OF_RANGE,
  RANGE_TOO_FAR,
  shiftMonth,
} from '@restora/shared/domain/room-calendar';
import { addDays } from '@restora/shared/domain/stay-quote';
import { calendarKit } from '../../test/calendar-kit';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

// The calendar's months (docs/decisions/room-calendars.md): this one and 24 either side. month=0001-01
// answered 87 MB (693,991 days) in 15 s; 0000-01 and 9999-12 answered 500.

let t: TestApp;
let k: Awaited<ReturnType<typeof calendarKit>>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  k = await calendarKit(t);
});
afterAll(() => t.close());

const monthOf = (room: number, month: string) =>
  k.call('GET', `${k.calendarPath(room)}/calendar?month=${month}`, k.partner);

describe('the months of a calendar', () => {
  it.each(['0001-01', '0000-01', '0099-12', '9999-12'])(
    'refuses %s at once with a short 400',
    async (month) => {
      const started = Date.now();
      const res = await monthOf(k.rooms[0]!.id, month);
      const text = await res.text();
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(res.status, text).toBe(400);
      expect(text.length).toBeLessThan(1_000);
      expect(JSON.parse(text).error.fields).toEqual({ month: MONTH_OUT_OF_RANGE });
    },
  );

  it('shows the first and the last month, and refuses the month either side', async () => {
    const room = k.rooms[0]!.id;
    const { first, last } = calendarMonths();
    const firstRes = await monthOf(room, first);
    expect(firstRes.status).toBe(200);
    const firstDays = (await readJson(firstRes)).days;
    expect(firstDays[0]).toMatchObject({ date: `${first}-01`, past: true });
    const lastRes = await monthOf(room, last);
    expect(lastRes.status).toBe(200);
    const lastDays = (await readJson(lastRes)).days;
    expect(lastDays.at(-1).date).toBe(addDays(`${shiftMonth(last, 1)}-01`, -1));
    for (const outside of [shiftMonth(first, -1), shiftMonth(last, 1)]) {
      const res = await monthOf(room, outside);
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.fields).toEqual({ month: MONTH_OUT_OF_RANGE });
    }
  });
});

describe('changes of nights', () => {
  it('may reach the end of the last month, not a night further', async () => {
    const room = k.rooms[0]!.id;
    const end = calendarEnd();
    const write = (method: string, path: string, body: unknown) =>
      k.call(method, `${k.calendarPath(room)}${path}`, k.partner, body);

    const far = await write('POST', '/blocks', { from: addDays(end, -2), to: addDays(end, 1) });
    expect(far.status).toBe(400);
    expect((await readJson(far)).error.fields).toEqual({ to: RANGE_TOO_FAR });
    const price = await write('POST', '/price-overrides', {
      from: addDays(end, -1),
      to: '9999-12-31',
      priceCents: 9900,
    });
    expect(price.status).toBe(400);
    expect((await readJson(price)).error.fields).toEqual({ to: RANGE_TOO_FAR });
    const unblock = await k.call(
      'DELETE',
      `${k.calendarPath(room)}/blocks?from=${addDays(end, -1)}&to=9999-12-31`,
      k.partner,
    );
    expect(unblock.status).toBe(400);

    const edge = await write('POST', '/blocks', { from: addDays(end, -2), to: end });
    expect(edge.status).toBe(201);
    expect(await readJson(edge)).toMatchObject({ from: addDays(end, -2), to: end, nights: 2 });
  });
});
