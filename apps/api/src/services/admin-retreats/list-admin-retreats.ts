import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  ADMIN_RETREATS_PAGE_SIZE,
  type AdminRetreatsPage,
  type AdminRetreatsQuery,
} from '@restora/shared/contracts/admin-retreats';
import type { Database } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { partnerOrganisations } from '../../db/schema/partners';
import { payments } from '../../db/schema/payments';
import { refunds } from '../../db/schema/refunds';
import { retreatBookings, retreatOptions, retreats } from '../../db/schema/retreats';
import { properties } from '../../db/schema/stays';

// The operator's retreats (docs/decisions/retreats-back-office.md): newest start first, 20 a page. The page's
// 20 rows are found first (retreats_property_idx and the primary keys serve the joins), and only they get
// their spots, places and money, each a subquery on its own index (retreat_options_retreat_idx,
// retreat_bookings_retreat_idx, the payments' primary key, refunds_retreat_booking_id_idx).

const r = retreats;
const spotsTotal = sql<number>`(select coalesce(sum(${retreatOptions.spots}), 0)::int from ${retreatOptions} where ${retreatOptions.retreatId} = ${r.id})`;
const spotsTaken = sql<number>`(select coalesce(sum(${retreatOptions.taken}), 0)::int from ${retreatOptions} where ${retreatOptions.retreatId} = ${r.id})`;
const places = sql<number>`(select count(*)::int from ${retreatBookings} where ${retreatBookings.retreatId} = ${r.id})`;
const confirmedPlaces = sql<number>`(select count(*)::int from ${retreatBookings} where ${retreatBookings.retreatId} = ${r.id} and ${retreatBookings.status} = 'confirmed')`;
/** Succeeded payments of the places (the deposit and the balance's one succeeded try) less succeeded refunds. */
const moneyTaken = sql<number>`(
  (select coalesce(sum(${payments.amountCents}), 0)::int from ${retreatBookings}
    join ${payments} on ${payments.id} in (${retreatBookings.depositPaymentId}, ${retreatBookings.balancePaymentId})
    where ${retreatBookings.retreatId} = ${r.id} and ${payments.status} = 'succeeded')
  - (select coalesce(sum(${refunds.amountCents}), 0)::int from ${retreatBookings}
    join ${refunds} on ${refunds.retreatBookingId} = ${retreatBookings.id}
    where ${retreatBookings.retreatId} = ${r.id} and ${refunds.status} = 'succeeded'))`;

export async function listAdminRetreats({
  db,
  query,
}: {
  db: Database;
  query: AdminRetreatsQuery;
}): Promise<AdminRetreatsPage> {
  const pattern = query.search ? likePattern(query.search) : null;
  const where = and(
    query.status ? eq(r.status, query.status) : undefined,
    pattern
      ? or(
          ilike(r.title, pattern),
          ilike(properties.name, pattern),
          ilike(partnerOrganisations.name, pattern),
        )
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        retreat: r,
        propertyName: properties.name,
        organisationName: partnerOrganisations.name,
        spotsTotal,
        spotsTaken,
        places,
        confirmedPlaces,
        moneyTaken,
      })
      .from(r)
      .innerJoin(properties, eq(properties.id, r.propertyId))
      .leftJoin(partnerOrganisations, eq(partnerOrganisations.id, properties.organisationId))
      .where(where)
      .orderBy(desc(r.startDate), desc(r.id))
      .limit(ADMIN_RETREATS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_RETREATS_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(r)
      .innerJoin(properties, eq(properties.id, r.propertyId))
      .leftJoin(partnerOrganisations, eq(partnerOrganisations.id, properties.organisationId))
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.retreat.id,
      title: row.retreat.title,
      propertyId: row.retreat.propertyId,
      propertyName: row.propertyName,
      organisationName: row.organisationName,
      startDate: row.retreat.startDate,
      endDate: row.retreat.endDate,
      status: row.retreat.status,
      spotsTotal: Number(row.spotsTotal),
      spotsTaken: Number(row.spotsTaken),
      places: Number(row.places),
      confirmedPlaces: Number(row.confirmedPlaces),
      moneyTakenCents: Number(row.moneyTaken),
      cancellationReason: row.retreat.cancellationReason,
    })),
    total: Number(counted?.n ?? 0),
    page: query.page,
    pageSize: ADMIN_RETREATS_PAGE_SIZE,
  };
}
