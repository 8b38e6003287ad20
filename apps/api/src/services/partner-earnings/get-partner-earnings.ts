import { asc, inArray, sql } from 'drizzle-orm';
import type { EarningsFigures, PartnerEarnings } from '@restora/shared/contracts/partner-earnings';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { services } from '../../db/schema/services';
import { properties, stayRooms } from '../../db/schema/stays';
import { memberOrganisationIds, ownedProperty } from '../organisations';
import { refundedSoFar } from '../payments/refunded-so-far';
import { retreatEarnings } from './retreat-earnings';

// A partner's earnings per month (docs/decisions/partner-earnings.md). A booking counts once it has been
// paid (confirmed_at set): in gross by the month of its check-in (a service: its date), and in refunds for
// what has been refunded of it so far, cancelled or not (services/payments/refunded-so-far.ts: a failed
// refund does not count); its count in cancellations if it was cancelled. Pending and declined bookings
// were never paid and count nowhere.

type Group = {
  property_id: number | null;
  month: number | null;
  all_properties: number;
  all_months: number;
  gross_cents: string | number | bigint;
  gross_count: string | number | bigint;
  cancelled_cents: string | number | bigint;
  cancelled_count: string | number | bigint;
};

const zero: EarningsFigures = {
  grossCents: 0,
  grossCount: 0,
  cancelledCents: 0,
  cancelledCount: 0,
  netCents: 0,
  netCount: 0,
};

function figures(g: Group | undefined): EarningsFigures {
  if (!g) return zero;
  const grossCents = Number(g.gross_cents);
  const grossCount = Number(g.gross_count);
  const cancelledCents = Number(g.cancelled_cents);
  const cancelledCount = Number(g.cancelled_count);
  return {
    grossCents,
    grossCount,
    cancelledCents,
    cancelledCount,
    netCents: grossCents - cancelledCents,
    netCount: grossCount - cancelledCount,
  };
}

/**
 * The paid bookings of the organisations' properties checking in during [from, to), summed by the
 * database per property and month, per month, per property and in all (grouping sets): one row per group
 * that has a booking. `cancelled_cents` is what was refunded of them so far, `cancelled_count` how many
 * were cancelled.
 */
export function earningsGroupsQuery(organisations: number[], from: string, to: string) {
  const b = bookings;
  const owned = sql`select ${properties.id} from ${properties} where ${inArray(properties.organisationId, organisations)}`;
  const paid = sql`${b.confirmedAt} is not null and ${b.checkIn} >= ${from} and ${b.checkIn} < ${to}`;
  const refunded = refundedSoFar('booking', b.id);
  return sql`
    with paid as (
      select ${stayRooms.propertyId} as property_id, extract(month from ${b.checkIn})::int as month,
        ${b.totalCents} as total_cents, ${b.status} as status, ${refunded} as refunded_cents
      from ${stayRooms} join ${b} on ${b.roomId} = ${stayRooms.id}
      where ${stayRooms.propertyId} in (${owned}) and ${b.kind} = 'stay' and ${paid}
      union all
      select ${services.propertyId}, extract(month from ${b.checkIn})::int, ${b.totalCents}, ${b.status},
        ${refunded}
      from ${services} join ${b} on ${b.serviceId} = ${services.id}
      where ${services.propertyId} in (${owned}) and ${b.kind} = 'service' and ${paid}
    )
    select property_id, month, grouping(property_id) as all_properties, grouping(month) as all_months,
      coalesce(sum(total_cents), 0)::bigint as gross_cents, count(*) as gross_count,
      coalesce(sum(refunded_cents), 0)::bigint as cancelled_cents,
      count(*) filter (where status = 'cancelled') as cancelled_count
    from paid
    group by grouping sets ((property_id, month), (month), (property_id), ())`;
}

async function earningsGroups(db: Database, organisations: number[], from: string, to: string) {
  const result = await db.execute(earningsGroupsQuery(organisations, from, to));
  // Both drivers answer with { rows }.
  return (result as unknown as { rows: Group[] }).rows;
}

export async function getPartnerEarnings({
  db,
  userId,
  year,
  propertyId,
}: {
  db: Database;
  userId: string;
  year: number;
  propertyId?: number;
}): Promise<PartnerEarnings> {
  const organisations = await memberOrganisationIds(db, userId);
  if (propertyId !== undefined) await ownedProperty(db, userId, propertyId);
  const [owned, groups, retreats] = await Promise.all([
    db
      .select({ id: properties.id, name: properties.name })
      .from(properties)
      .where(inArray(properties.organisationId, organisations))
      .orderBy(asc(properties.name), asc(properties.id)),
    earningsGroups(db, organisations, `${year}-01-01`, `${year + 1}-01-01`),
    retreatEarnings(db, { organisations, year, propertyId }),
  ]);

  // The groups of the months and the year: of the one property, else of all (grouping() is 1 where a
  // column was summed over).
  const forScope = (g: Group) =>
    propertyId === undefined
      ? Number(g.all_properties) === 1
      : Number(g.all_properties) === 0 && g.property_id === propertyId;
  const byMonth = new Map<number, Group>();
  let yearGroup: Group | undefined;
  const byProperty = new Map<number, Group>();
  for (const g of groups) {
    const allMonths = Number(g.all_months) === 1;
    if (allMonths && Number(g.all_properties) === 0) byProperty.set(Number(g.property_id), g);
    if (!forScope(g)) continue;
    if (allMonths) yearGroup = g;
    else byMonth.set(Number(g.month), g);
  }

  return {
    year,
    propertyId: propertyId ?? null,
    months: Array.from({ length: 12 }, (_, i) => ({
      month: `${year}-${String(i + 1).padStart(2, '0')}`,
      ...figures(byMonth.get(i + 1)),
    })),
    totals: figures(yearGroup),
    properties: owned.map((p) => ({ id: p.id, name: p.name, totals: figures(byProperty.get(p.id)) })),
    retreats,
  };
}
