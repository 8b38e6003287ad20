import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RetreatEarningsMonth } from '@restora/shared/contracts/partner-earnings';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { retreatBookings, retreats } from '../../db/schema/retreats';
import { properties } from '../../db/schema/stays';
import { refundedSoFar } from '../payments/refunded-so-far';

// A partner's retreat money by the month of each program's start (docs/decisions/retreats-back-office.md,
// "Partner earnings"): the deposits and the balances its places paid (succeeded payments only), what was
// refunded of them so far (a failed refund not counted) and how many places were paid, for the retreats of
// the organisations' properties.

const deposit = alias(payments, 'deposit_payment');
const balance = alias(payments, 'balance_payment');

export async function retreatEarnings(
  db: Database,
  { organisations, year, propertyId }: { organisations: number[]; year: number; propertyId?: number },
): Promise<{ months: RetreatEarningsMonth[]; totals: Omit<RetreatEarningsMonth, 'month'> }> {
  const month = sql<number>`extract(month from ${retreats.startDate})::int`;
  const rows =
    organisations.length === 0
      ? []
      : await db
          .select({
            month,
            depositCents: sql<number>`coalesce(sum(${deposit.amountCents}) filter (where ${deposit.status} = 'succeeded'), 0)::bigint`,
            balanceCents: sql<number>`coalesce(sum(${balance.amountCents}) filter (where ${balance.status} = 'succeeded'), 0)::bigint`,
            refundedCents: sql<number>`coalesce(sum(${refundedSoFar('retreat', retreatBookings.id)}), 0)::bigint`,
            places: sql<number>`count(*)::int`,
          })
          .from(retreatBookings)
          .innerJoin(retreats, eq(retreats.id, retreatBookings.retreatId))
          .innerJoin(properties, eq(properties.id, retreats.propertyId))
          .innerJoin(deposit, eq(deposit.id, retreatBookings.depositPaymentId))
          .leftJoin(balance, eq(balance.id, retreatBookings.balancePaymentId))
          .where(
            and(
              inArray(properties.organisationId, organisations),
              propertyId === undefined ? undefined : eq(retreats.propertyId, propertyId),
              gte(retreats.startDate, `${year}-01-01`),
              lt(retreats.startDate, `${year + 1}-01-01`),
              isNotNull(retreatBookings.confirmedAt),
            ),
          )
          .groupBy(month);
  const byMonth = new Map(rows.map((r) => [Number(r.month), r]));
  const totals = { depositCents: 0, balanceCents: 0, refundedCents: 0, netCents: 0, places: 0 };
  const months = Array.from({ length: 12 }, (_, i) => {
    const r = byMonth.get(i + 1);
    const figures = {
      depositCents: Number(r?.depositCents ?? 0),
      balanceCents: Number(r?.balanceCents ?? 0),
      refundedCents: Number(r?.refundedCents ?? 0),
      places: Number(r?.places ?? 0),
    };
    const netCents = figures.depositCents + figures.balanceCents - figures.refundedCents;
    totals.depositCents += figures.depositCents;
    totals.balanceCents += figures.balanceCents;
    totals.refundedCents += figures.refundedCents;
    totals.places += figures.places;
    totals.netCents += netCents;
    return { month: `${year}-${String(i + 1).padStart(2, '0')}`, ...figures, netCents };
  });
  return { months, totals };
}
