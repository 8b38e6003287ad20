import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview } from '@restora/shared/contracts/admin-overview';
import { services } from '../../db/schema/services';
import { stayRooms } from '../../db/schema/stays';
import { getOverview, type ClosedDaysCache } from '../../services/admin-overview/get-overview';
import { insertPaidBooking, insertPaidOrder, insertRefund } from '../../test/admin-activity-kit';
import { registerAdmin } from '../../test/second-factor-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let guest: { cookie: string; user: { id: string } };
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const a = await registerAdmin(t);
  admin = a.cookie;
  guest = await registerUser(t);
});
afterAll(() => t.close());

const overview = async (cookie = admin) =>
  (await readJson(await t.request('/api/admin/overview', { headers: { cookie } }))) as AdminOverview;
const DAY = 86_400_000;

describe('GET /api/admin/overview', () => {
  it('is for administrators only', async () => {
    expect((await t.request('/api/admin/overview')).status).toBe(401);
    expect((await t.request('/api/admin/overview', { headers: { cookie: guest.cookie } })).status).toBe(403);
  });

  it("counts today's and this month's bookings, orders, revenue and refunds, and each of the last 90 days", async () => {
    // The baseline straight from the service (uncached): the route keeps the ended days once it has read them.
    const before = await getOverview({ db: t.db });
    const [room] = await t.db.select({ id: stayRooms.id }).from(stayRooms).limit(1);
    const [service] = await t.db.select({ id: services.id }).from(services).limit(1);
    const userId = guest.user.id;
    const now = new Date();
    const todayNoon = new Date(
      Math.max(now.getTime() - 60_000, Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())),
    );
    const tenDaysAgo = new Date(now.getTime() - 10 * DAY);
    const longAgo = new Date(now.getTime() - 120 * DAY);

    const stay = await insertPaidBooking(t.db, { userId, at: todayNoon, cents: 30_000, roomId: room!.id });
    await insertPaidBooking(t.db, { userId, at: todayNoon, cents: 4_500, serviceId: service!.id });
    await insertPaidBooking(t.db, { userId, at: tenDaysAgo, cents: 10_000, serviceId: service!.id });
    await insertPaidBooking(t.db, { userId, at: longAgo, cents: 99_900, serviceId: service!.id });
    await insertPaidOrder(t.db, { userId, at: todayNoon, cents: 2_550 });
    await insertPaidOrder(t.db, { userId, at: tenDaysAgo, cents: 1_000 });
    await insertRefund(t.db, { ...stay, at: todayNoon, cents: 7_525 });

    const after = await overview();
    const diff = (k: keyof AdminOverview['today'], period: 'today' | 'month') =>
      after[period][k] - before[period][k];
    expect({
      stayBookings: diff('stayBookings', 'today'),
      serviceBookings: diff('serviceBookings', 'today'),
      orders: diff('orders', 'today'),
      revenueCents: diff('revenueCents', 'today'),
      refundsCents: diff('refundsCents', 'today'),
    }).toEqual({
      stayBookings: 1,
      serviceBookings: 1,
      orders: 1,
      revenueCents: 30_000 + 4_500 + 2_550,
      refundsCents: 7_525,
    });

    // Ten days ago is in this month unless the month began since.
    const sameMonth = tenDaysAgo.getUTCMonth() === now.getUTCMonth();
    expect(diff('serviceBookings', 'month')).toBe(sameMonth ? 2 : 1);
    expect(diff('orders', 'month')).toBe(sameMonth ? 2 : 1);
    expect(diff('revenueCents', 'month')).toBe(37_050 + (sameMonth ? 11_000 : 0));

    expect(after.days).toHaveLength(90);
    expect(after.days.at(-1)!.date).toBe(now.toISOString().slice(0, 10));
    expect(after.days[0]!.date).toBe(new Date(now.getTime() - 89 * DAY).toISOString().slice(0, 10));
    const changed = after.days
      .map((d, i) => ({
        date: d.date,
        bookings: d.bookings - before.days[i]!.bookings,
        orders: d.orders - before.days[i]!.orders,
        revenueCents: d.revenueCents - before.days[i]!.revenueCents,
        refundsCents: d.refundsCents - before.days[i]!.refundsCents,
      }))
      .filter((d) => d.bookings || d.orders || d.revenueCents || d.refundsCents);
    // The booking of 120 days ago is outside the series; every other day is unchanged.
    expect(changed).toEqual([
      {
        date: tenDaysAgo.toISOString().slice(0, 10),
        bookings: 1,
        orders: 1,
        revenueCents: 11_000,
        refundsCents: 0,
      },
      {
        date: now.toISOString().slice(0, 10),
        bookings: 2,
        orders: 1,
        revenueCents: 37_050,
        refundsCents: 7_525,
      },
    ]);
  });

  it("shows today's new booking at once, while the ended days are read once a day", async () => {
    const [service] = await t.db.select({ id: services.id }).from(services).limit(1);
    const userId = guest.user.id;
    const before = await overview();
    await insertPaidBooking(t.db, { userId, at: new Date(), cents: 1_000, serviceId: service!.id });
    const after = await overview();
    expect(after.today.serviceBookings).toBe(before.today.serviceBookings + 1);

    const cache: ClosedDaysCache = new WeakMap();
    const noon = new Date(Date.UTC(2031, 4, 20, 12));
    const first = await getOverview({ db: t.db, now: noon, cache });
    const yesterday = new Date(Date.UTC(2031, 4, 19, 15));
    await insertPaidBooking(t.db, { userId, at: yesterday, cents: 2_000, serviceId: service!.id });
    // Kept for the day: the booking written into an ended day is not read again...
    expect((await getOverview({ db: t.db, now: noon, cache })).days).toEqual(first.days);
    // ...until the next day.
    const nextDay = await getOverview({ db: t.db, now: new Date(Date.UTC(2031, 4, 21, 12)), cache });
    expect(nextDay.days.find((d) => d.date === '2031-05-19')).toMatchObject({
      bookings: 1,
      revenueCents: 2_000,
    });
  });
});
