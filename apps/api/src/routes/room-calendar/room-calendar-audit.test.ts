import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf, withAudit } from '../../test/audit-kit';
import { calendarKit } from '../../test/calendar-kit';
import { day } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Each change of a room's calendar is one audit record of the room, with the ranges of the changed nights
// before and after it (docs/decisions/audit-trail.md).

let t: TestApp;
let k: Awaited<ReturnType<typeof calendarKit>>;
let partnerId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  k = await calendarKit(t);
  partnerId = await userIdOf(t, k.partner);
});
afterAll(() => t.close());

const range = (from: number, to: number) => `from=${day(from)}&to=${day(to)}`;
const write = (method: string, path: string, body?: unknown, cookie = k.partner) =>
  withAudit(t.db, () => k.call(method, path, cookie, body));

describe('the audit trail of room calendars', () => {
  it('records blocks, unblocks, prices and minimum stays with the ranges before and after', async () => {
    const room = k.rooms[1]!.id;
    const base = k.calendarPath(room);
    const object = {
      actorUserId: partnerId,
      actorRole: 'partner',
      objectType: 'room',
      objectId: String(room),
    };

    const blocked = await write('POST', `${base}/blocks`, { from: day(60), to: day(63), note: 'Painting' });
    expect(blocked.res.status).toBe(201);
    expect(blocked.records).toHaveLength(1);
    expect(blocked.records[0]).toMatchObject({
      ...object,
      action: 'room.block-nights',
      before: { from: day(60), to: day(63), ranges: [] },
      after: { from: day(60), to: day(63), ranges: [{ from: day(60), to: day(63), note: 'Painting' }] },
    });

    const unblocked = await write('DELETE', `${base}/blocks?${range(61, 62)}`);
    expect(unblocked.res.status).toBe(200);
    expect(unblocked.records).toHaveLength(1);
    expect(unblocked.records[0]).toMatchObject({
      ...object,
      action: 'room.unblock-nights',
      before: { ranges: [{ from: day(60), to: day(63), note: 'Painting' }] },
      after: { ranges: [] },
    });

    const priced = await write('POST', `${base}/price-overrides`, {
      from: day(70),
      to: day(72),
      priceCents: 25_000,
    });
    expect(priced.records).toHaveLength(1);
    expect(priced.records[0]).toMatchObject({
      ...object,
      action: 'room.set-price',
      before: { ranges: [] },
      after: { ranges: [{ from: day(70), to: day(72), priceCents: 25_000 }] },
    });
    const unpriced = await write('DELETE', `${base}/price-overrides?${range(70, 72)}`);
    expect(unpriced.records).toHaveLength(1);
    expect(unpriced.records[0]).toMatchObject({
      action: 'room.clear-price',
      before: { ranges: [{ priceCents: 25_000 }] },
      after: { ranges: [] },
    });

    const minimum = await write('POST', `${base}/minimum-stays`, {
      from: day(80),
      to: day(90),
      minNights: 3,
    });
    expect(minimum.records).toHaveLength(1);
    expect(minimum.records[0]).toMatchObject({
      action: 'room.set-minimum-stay',
      after: { ranges: [{ from: day(80), to: day(90), minNights: 3 }] },
    });
    const cleared = await write('DELETE', `${base}/minimum-stays?${range(85, 90)}`);
    expect(cleared.records).toHaveLength(1);
    expect(cleared.records[0]).toMatchObject({
      action: 'room.clear-minimum-stay',
      before: { ranges: [{ from: day(80), to: day(90), minNights: 3 }] },
      // Only ranges touching the changed nights are kept: what is left of the minimum ends before them.
      after: { from: day(85), to: day(90), ranges: [] },
    });
  });

  it('records nothing for a refused change: a taken night, a past range, another partner’s room', async () => {
    const room = k.rooms[1]!.id;
    const base = k.calendarPath(room);
    await write('POST', `${base}/blocks`, { from: day(100), to: day(102) });
    const refused = [
      await write('POST', `${base}/blocks`, { from: day(101), to: day(103) }),
      await write('POST', `${base}/price-overrides`, { from: day(-5), to: day(2), priceCents: 10_000 }),
      await write('POST', `${k.calendarPath(k.foreign.id)}/minimum-stays`, {
        from: day(5),
        to: day(8),
        minNights: 2,
      }),
      await write('DELETE', `${base}/blocks?${range(100, 102)}`, undefined, k.otherPartner),
    ];
    expect(refused.map((r) => r.res.status)).toEqual([409, 400, 404, 404]);
    expect(refused.flatMap((r) => r.records)).toEqual([]);
  });
});
