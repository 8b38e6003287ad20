import { sql } from 'drizzle-orm';
import {
  OVERVIEW_DAYS,
  type AdminOverview,
  type OverviewDay,
  type OverviewFigures,
} from '@restora/shared/contracts/admin-overview';
import type { Database } from '../../db/client';

type DayRow = {
  day: string;
  stay_bookings: number | string;
  service_bookings: number | string;
  orders: number | string;
  revenue_cents: number | string;
  refund_cents: number | string;
};

/** YYYY-MM-DD of a UTC day. */
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * One row per UTC day of the range that had anything: four grouped scans, each a range read of its own
 * index (bookings_confirmed_at_idx, orders_created_idx, payments_settled_succeeded_idx,
 * refunds_settled_succeeded_idx), joined on the day.
 */
function daysQuery(from: Date, to: Date | null) {
  const day = (column: string) => sql.raw(`(${column} at time zone 'UTC')::date`);
  const before = (column: string) => (to ? sql`and ${sql.raw(column)} < ${to}` : sql``);
  return sql`
    with b as (
      select ${day('confirmed_at')} as day,
        count(*) filter (where kind = 'stay') as stay_bookings,
        count(*) filter (where kind = 'service') as service_bookings
      from bookings where confirmed_at >= ${from} ${before('confirmed_at')} group by 1
    ), o as (
      select ${day('created_at')} as day, count(*) as orders
      from orders where created_at >= ${from} ${before('created_at')} group by 1
    ), p as (
      select ${day('settled_at')} as day, sum(amount_cents) as revenue_cents
      from payments where status = 'succeeded' and settled_at >= ${from} ${before('settled_at')} group by 1
    ), r as (
      select ${day('settled_at')} as day, sum(amount_cents) as refund_cents
      from refunds where status = 'succeeded' and settled_at >= ${from} ${before('settled_at')} group by 1
    )
    select to_char(coalesce(b.day, o.day, p.day, r.day), 'YYYY-MM-DD') as day,
      coalesce(b.stay_bookings, 0) as stay_bookings, coalesce(b.service_bookings, 0) as service_bookings,
      coalesce(o.orders, 0) as orders, coalesce(p.revenue_cents, 0) as revenue_cents,
      coalesce(r.refund_cents, 0) as refund_cents
    from b full join o on o.day = b.day
      full join p on p.day = coalesce(b.day, o.day)
      full join r on r.day = coalesce(b.day, o.day, p.day)`;
}

const empty = (): OverviewFigures => ({
  stayBookings: 0,
  serviceBookings: 0,
  orders: 0,
  revenueCents: 0,
  refundsCents: 0,
});

async function readDays(db: Database, from: Date, to: Date | null) {
  const result = await db.execute(daysQuery(from, to));
  // Both drivers answer with { rows }.
  return (result as unknown as { rows: DayRow[] }).rows;
}

/**
 * The days before today, read once per UTC day. Every time these figures are grouped by is set to the
 * moment of the write (confirmation, order, settlement), so a day that has ended no longer changes; a
 * read in the first minutes of a day is not kept, for writes of the day before still committing then.
 */
export type ClosedDaysCache = WeakMap<Database, { day: string; rows: DayRow[] }>;
const SETTLE_MS = 5 * 60_000;

/**
 * Today's and this month's figures and the last 90 days, all in UTC (docs/decisions/admin-overview.md).
 * The month always starts within the 90 days, so one read serves all three: the ended days from the
 * cache (when given), today live.
 */
export async function getOverview({
  db,
  now = new Date(),
  cache,
}: {
  db: Database;
  now?: Date;
  cache?: ClosedDaysCache;
}): Promise<AdminOverview> {
  // Midnight by setUTCHours, not Date.UTC (which reads years 0 to 99 as 1900 to 1999).
  const today = new Date(new Date(now).setUTCHours(0, 0, 0, 0));
  const from = new Date(today.getTime() - (OVERVIEW_DAYS - 1) * 86_400_000);
  const cached = cache?.get(db);
  const [closed, live] = await Promise.all([
    cached?.day === isoDay(today) ? cached.rows : readDays(db, from, today),
    readDays(db, today, null),
  ]);
  if (cache && cached?.day !== isoDay(today) && now.getTime() - today.getTime() >= SETTLE_MS)
    cache.set(db, { day: isoDay(today), rows: closed });
  const byDay = new Map([...closed, ...live].map((r) => [r.day, r]));

  const todayKey = isoDay(today);
  const monthKey = todayKey.slice(0, 7);
  const todayFigures = empty();
  const monthFigures = empty();
  const days: OverviewDay[] = [];
  for (let i = 0; i < OVERVIEW_DAYS; i++) {
    const key = isoDay(new Date(from.getTime() + i * 86_400_000));
    const r = byDay.get(key);
    const figures: OverviewFigures = {
      stayBookings: Number(r?.stay_bookings ?? 0),
      serviceBookings: Number(r?.service_bookings ?? 0),
      orders: Number(r?.orders ?? 0),
      revenueCents: Math.round(Number(r?.revenue_cents ?? 0)),
      refundsCents: Math.round(Number(r?.refund_cents ?? 0)),
    };
    days.push({
      date: key,
      bookings: figures.stayBookings + figures.serviceBookings,
      orders: figures.orders,
      revenueCents: figures.revenueCents,
      refundsCents: figures.refundsCents,
    });
    if (key.startsWith(monthKey)) addInto(monthFigures, figures);
    if (key === todayKey) addInto(todayFigures, figures);
  }
  return { today: todayFigures, month: monthFigures, days };
}

function addInto(total: OverviewFigures, f: OverviewFigures) {
  total.stayBookings += f.stayBookings;
  total.serviceBookings += f.serviceBookings;
  total.orders += f.orders;
  total.revenueCents += f.revenueCents;
  total.refundsCents += f.refundsCents;
}
