import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_PARTNER } from '@restora/shared/domain/partner-texts';
import { PROPERTY_NOT_FOUND } from '@restora/shared/domain/partner-listings';
import { EARNINGS_YEAR_MESSAGE } from '@restora/shared/domain/partner-earnings';
import { insertPaidBooking, insertPropertyService } from '../../test/earnings-kit';
import { listingsKit } from '../../test/listings-kit';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

// A partner's earnings (docs/decisions/partner-earnings.md): paid bookings by the month of their check-in,
// what was refunded of them, net; per property; only the caller's organisations.

let t: TestApp;
let kit: Awaited<ReturnType<typeof listingsKit>>;
let harbour: { id: number; name: string };
let dunes: { id: number; name: string };

const figures = (grossCents: number, grossCount: number, cancelledCents = 0, cancelledCount = 0) => ({
  grossCents,
  grossCount,
  cancelledCents,
  cancelledCount,
  netCents: grossCents - cancelledCents,
  netCount: grossCount - cancelledCount,
});
const none = figures(0, 0);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kit = await listingsKit(t);
  // P's two properties: Harbour (a room and a service) and Dunes (a room).
  const h = await kit.createProperty({ name: 'Harbour House' });
  const d = await kit.createProperty({ name: 'Dunes Lodge' });
  harbour = { id: h.id, name: h.name };
  dunes = { id: d.id, name: d.name };
  const harbourRoom = (await kit.createRoom(h.id)).id as number;
  const dunesRoom = (await kit.createRoom(d.id)).id as number;
  const massage = await insertPropertyService(t.db, h.id);
  const userId = kit.traveller.user.id as string;
  const book = (b: Omit<Parameters<typeof insertPaidBooking>[1], 'userId'>) =>
    insertPaidBooking(t.db, { userId, ...b });
  // March: two paid at Harbour (a stay, a service) and one at Dunes paid then cancelled.
  await book({
    roomId: harbourRoom,
    checkIn: '2025-03-10',
    checkOut: '2025-03-12',
    totalCents: 30_000,
    status: 'confirmed',
  });
  await book({ serviceId: massage, checkIn: '2025-03-20', totalCents: 5_050, status: 'confirmed' });
  await book({
    roomId: dunesRoom,
    checkIn: '2025-03-05',
    checkOut: '2025-03-07',
    totalCents: 20_000,
    status: 'cancelled',
  });
  // July: one paid at Dunes; one pending and one declined at Harbour, which never count.
  await book({
    roomId: dunesRoom,
    checkIn: '2025-07-01',
    checkOut: '2025-07-03',
    totalCents: 45_000,
    status: 'confirmed',
  });
  await book({
    roomId: harbourRoom,
    checkIn: '2025-07-10',
    checkOut: '2025-07-12',
    totalCents: 99_900,
    status: 'pending',
  });
  await book({
    roomId: harbourRoom,
    checkIn: '2025-07-20',
    checkOut: '2025-07-22',
    totalCents: 88_800,
    status: 'payment_failed',
  });
  // Across the new year: counted in the month it checks in (December 2024), not in 2025.
  await book({
    roomId: harbourRoom,
    checkIn: '2024-12-30',
    checkOut: '2025-01-02',
    totalCents: 12_345,
    status: 'confirmed',
  });
  await book({
    roomId: dunesRoom,
    checkIn: '2026-01-01',
    checkOut: '2026-01-03',
    totalCents: 7_000,
    status: 'confirmed',
  });
  // 2023: refunds as the operator makes them. A stay that stands refunded $147 in part, one whose refund
  // failed (no money moved), one cancelled whose refund is still pending with the provider.
  const refund = (amountCents: number, status: 'pending' | 'succeeded' | 'failed') => [
    { amountCents, status },
  ];
  await book({
    ...stay(harbourRoom, '2023-05-02'),
    totalCents: 30_000,
    refunds: refund(14_700, 'succeeded'),
  });
  await book({ ...stay(harbourRoom, '2023-05-10'), totalCents: 10_000, refunds: refund(5_000, 'failed') });
  await book({
    ...stay(dunesRoom, '2023-06-01'),
    totalCents: 20_000,
    status: 'cancelled',
    refunds: refund(20_000, 'pending'),
  });
});
const stay = (roomId: number, checkIn: string) => ({
  roomId,
  checkIn,
  checkOut: `${checkIn.slice(0, 8)}${String(Number(checkIn.slice(8)) + 2).padStart(2, '0')}`,
  status: 'confirmed' as const,
});
afterAll(() => t.close());

const earnings = (cookie: string, query: string) => kit.call(cookie, 'GET', `/api/partner/earnings?${query}`);

describe('GET /api/partner/earnings', () => {
  it('sums the paid bookings by the month of their check-in, with cancellations and net', async () => {
    const res = await earnings(kit.p, 'year=2025');
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.year).toBe(2025);
    expect(body.propertyId).toBeNull();
    expect(body.months.map((m: { month: string }) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`),
    );
    const { month: _m, ...march } = body.months[2];
    expect(march).toEqual(figures(55_050, 3, 20_000, 1));
    const { month: _j, ...july } = body.months[6];
    expect(july).toEqual(figures(45_000, 1));
    for (const i of [0, 1, 3, 4, 5, 7, 8, 9, 10, 11]) expect(body.months[i]).toMatchObject(none);
    expect(body.totals).toEqual(figures(100_050, 4, 20_000, 1));
  });

  it("lists each of the partner's properties with its year, zeros for those with nothing", async () => {
    const body = await readJson(await earnings(kit.p, 'year=2025'));
    const byId = new Map(body.properties.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(harbour.id)).toEqual({ ...harbour, totals: figures(35_050, 2) });
    expect(byId.get(dunes.id)).toEqual({ ...dunes, totals: figures(65_000, 2, 20_000, 1) });
    const seeded = kit.organisations[0]!.properties;
    expect(body.properties).toHaveLength(seeded.length + 2);
    for (const p of body.properties.filter((p: { name: string }) => seeded.includes(p.name)))
      expect(p.totals).toEqual(none);
    const names = body.properties.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('takes off what was refunded so far, cancelled or not; a failed refund moved no money', async () => {
    const body = await readJson(await earnings(kit.p, 'year=2023'));
    expect(body.months[4]).toMatchObject(figures(40_000, 2, 14_700, 0));
    expect(body.months[5]).toMatchObject(figures(20_000, 1, 20_000, 1));
    expect(body.totals).toEqual(figures(60_000, 3, 34_700, 1));
    const byId = new Map(body.properties.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(harbour.id)).toMatchObject({ totals: figures(40_000, 2, 14_700, 0) });
    expect(byId.get(dunes.id)).toMatchObject({ totals: figures(20_000, 1, 20_000, 1) });
  });

  it('counts a stay across the new year in the year it checks in', async () => {
    const before = await readJson(await earnings(kit.p, 'year=2024'));
    expect(before.months[11]).toMatchObject(figures(12_345, 1));
    expect(before.totals).toEqual(figures(12_345, 1));
    const after = await readJson(await earnings(kit.p, 'year=2026'));
    expect(after.months[0]).toMatchObject(figures(7_000, 1));
  });

  it('narrows the months and the year to one property, and still lists every property', async () => {
    const res = await earnings(kit.p, `year=2025&propertyId=${dunes.id}`);
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.propertyId).toBe(dunes.id);
    expect(body.months[2]).toMatchObject(figures(20_000, 1, 20_000, 1));
    expect(body.months[6]).toMatchObject(figures(45_000, 1));
    expect(body.totals).toEqual(figures(65_000, 2, 20_000, 1));
    expect(body.properties).toHaveLength(kit.organisations[0]!.properties.length + 2);

    const harbourOnly = await readJson(await earnings(kit.p, `year=2025&propertyId=${harbour.id}`));
    expect(harbourOnly.months[2]).toMatchObject(figures(35_050, 2));
    expect(harbourOnly.months[6]).toMatchObject(none);
    expect(harbourOnly.totals).toEqual(figures(35_050, 2));
  });

  it("gives another partner zeros for their own properties, nothing of P's, and 404 for P's property", async () => {
    const res = await earnings(kit.q, 'year=2025');
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.totals).toEqual(none);
    for (const m of body.months) expect(m).toMatchObject(none);
    const ids = body.properties.map((p: { id: number }) => p.id);
    expect(ids).not.toContain(harbour.id);
    expect(ids).not.toContain(dunes.id);
    expect(body.properties.map((p: { name: string }) => p.name).sort()).toEqual(
      [...kit.organisations[1]!.properties].sort(),
    );
    for (const p of body.properties) expect(p.totals).toEqual(none);

    for (const id of [dunes.id, 999_999]) {
      const mine = await earnings(kit.q, `year=2025&propertyId=${id}`);
      expect(mine.status).toBe(404);
      expect((await readJson(mine)).error.message).toBe(PROPERTY_NOT_FOUND);
    }
  });

  it('refuses an account in no organisation (403) and a signed-out caller (401)', async () => {
    const res = await earnings(kit.traveller.cookie, 'year=2025');
    expect(res.status).toBe(403);
    expect((await readJson(res)).error.message).toBe(NOT_A_PARTNER);
    expect((await earnings('', 'year=2025')).status).toBe(401);
  });

  it.each(['year=1999', 'year=2101', 'year=abc', 'year=2025.5', ''])(
    'refuses %j with a message for the year',
    async (query) => {
      const res = await earnings(kit.p, query);
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.fields.year).toBe(EARNINGS_YEAR_MESSAGE);
    },
  );

  it('accepts the first and the last year, and refuses a property id that is no number', async () => {
    expect((await earnings(kit.p, 'year=2000')).status).toBe(200);
    expect((await earnings(kit.p, 'year=2100')).status).toBe(200);
    const res = await earnings(kit.p, 'year=2025&propertyId=abc');
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields.propertyId).toBeTruthy();
  });
});
