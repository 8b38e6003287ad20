import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { user } from '../schema/auth';
import { bookings } from '../schema/bookings';
import { refunds } from '../schema/refunds';
import { orderItems, orders } from '../schema/shop';
import { insertSyntheticActivity } from './insert-synthetic-activity';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const total = async (q: Promise<{ n: number }[]>) => Number((await q)[0]!.n);

describe('insertSyntheticActivity', () => {
  it('adds the accounts, paid bookings (a quarter stays) and paid orders asked for, twice over', async () => {
    const before = {
      bookings: await total(t.db.select({ n: count() }).from(bookings)),
      orders: await total(t.db.select({ n: count() }).from(orders)),
    };
    // Twice: a second run adds its own rows (and its stays still never overlap the first run's).
    for (let run = 0; run < 2; run++)
      await insertSyntheticActivity(t.db, { users: 7, bookings: 120, orders: 45 });
    expect(await total(t.db.select({ n: count() }).from(user).where(like(user.email, 'scale%')))).toBe(14);
    expect(await total(t.db.select({ n: count() }).from(bookings))).toBe(before.bookings + 240);
    expect(await total(t.db.select({ n: count() }).from(orders))).toBe(before.orders + 90);
    expect(await total(t.db.select({ n: count() }).from(orderItems))).toBeGreaterThanOrEqual(90);
    expect(
      await total(t.db.select({ n: count() }).from(bookings).where(eq(bookings.kind, 'stay'))),
    ).toBeGreaterThanOrEqual(60);
    // One booking in 20 cancelled, each with a refund.
    expect(await total(t.db.select({ n: count() }).from(refunds))).toBe(12);
  });
});
