import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview } from '@restora/shared/contracts/admin-overview';
import type { PartnerEarnings } from '@restora/shared/contracts/partner-earnings';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { refunds } from '../../db/schema/refunds';
import { day } from '../../test/fixtures';
import { registerAdmin } from '../../test/second-factor-kit';
import { readJson } from '../../test/test-app';
import { bookStay, cancelAs, get, kit, post, t } from '../../test/partner-bookings-app';

// The partner's earnings, the operator's overview and the payments table tell one story of the money
// (docs/decisions/partner-earnings.md, admin-overview.md): what was paid less what was refunded, to the cent.

let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  admin = await registerAdmin(t, { name: 'Ada Admin' });
});

const json = async <T>(path: string, cookie: string) => {
  const res = await get(path, cookie);
  expect(res.status, path).toBe(200);
  return (await readJson(res)) as T;
};

type Money = { paid: number; refunded: number; net: number };

/** The three readings, in cents: the earnings of every year the bookings may check in. */
async function readings(years: number[]) {
  const earnings: Money = { paid: 0, refunded: 0, net: 0 };
  for (const year of years) {
    const { totals } = await json<PartnerEarnings>(`/api/partner/earnings?year=${year}`, kit.partner);
    earnings.paid += totals.grossCents;
    earnings.refunded += totals.cancelledCents;
    earnings.net += totals.netCents;
  }
  const { days } = await json<AdminOverview>('/api/admin/overview', admin.cookie);
  const revenue = days.reduce((sum, d) => sum + d.revenueCents, 0);
  const given = days.reduce((sum, d) => sum + d.refundsCents, 0);
  const overview: Money = { paid: revenue, refunded: given, net: revenue - given };
  const [paid] = await t.db
    .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
    .from(payments)
    .where(eq(payments.status, 'succeeded'));
  const [back] = await t.db
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.status, 'succeeded'));
  const table: Money = {
    paid: Number(paid!.cents),
    refunded: Number(back!.cents),
    net: Number(paid!.cents) - Number(back!.cents),
  };
  return { earnings, overview, table };
}

const change = (after: Money, before: Money): Money => ({
  paid: after.paid - before.paid,
  refunded: after.refunded - before.refunded,
  net: after.net - before.net,
});

describe('earnings, overview and payments', () => {
  it('agree to the cent after a partial refund by the operator and a cancellation by the partner', async () => {
    const checkIns = [20, 25, 30];
    const years = [...new Set(checkIns.map((d) => Number(day(d).slice(0, 4))))];
    // Before: the seed's own paid stays are in every reading, each as that reading counts them.
    const before = await readings(years);

    const stays = [];
    for (const [i, from] of checkIns.entries()) stays.push(await bookStay(kit.rooms[i]!.id, from, from + 2));
    const [kept, refunded, cancelled] = await Promise.all(
      stays.map(async (s) => (await t.db.select().from(bookings).where(eq(bookings.id, s.id)))[0]!),
    );
    const partial = await post(`/api/admin/bookings/${refunded!.id}/refund`, admin.cookie, {
      amountCents: 14_700,
      reason: 'The spa was closed for two days',
      cancel: false,
    });
    expect(partial.status).toBe(200);
    expect((await cancelAs(kit.partner, cancelled!.id)).status).toBe(200);

    const after = await readings(years);
    const paid = kept!.totalCents + refunded!.totalCents + cancelled!.totalCents;
    const given = 14_700 + cancelled!.totalCents;
    const expected: Money = { paid, refunded: given, net: paid - given };
    expect({
      earnings: change(after.earnings, before.earnings),
      overview: change(after.overview, before.overview),
      payments: change(after.table, before.table),
    }).toEqual({ earnings: expected, overview: expected, payments: expected });
    // What stands of the three: the kept stay whole, the refunded one less its $147, nothing of the other.
    expect(expected.net).toBe(kept!.totalCents + refunded!.totalCents - 14_700);
  });
});
