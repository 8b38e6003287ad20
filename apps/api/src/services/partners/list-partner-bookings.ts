import { and, asc, count, desc, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PartnerBookingsPage, PartnerBookingsQuery } from '@restora/shared/contracts/partner-bookings';
import { PARTNER_BOOKINGS_PAGE_SIZE } from '@restora/shared/domain/partner-bookings';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { memberOrganisationIds } from '../organisations';
import {
  bookingEnd,
  inScope,
  partnerScope,
  selectPartnerBookings,
  toPartnerBooking,
  utcToday,
} from '../bookings';

function whenFilter(when: PartnerBookingsQuery['when'], today: string): SQL {
  if (when === 'upcoming') return gt(bookings.checkIn, today);
  if (when === 'current') return and(lte(bookings.checkIn, today), sql`${bookingEnd} > ${today}::date`)!;
  return sql`${bookingEnd} <= ${today}::date`;
}

/**
 * The stay and service bookings of the caller's organisations' properties, confirmed or cancelled, 50 a
 * page (docs/decisions/partner-bookings.md). A property of another organisation gives an empty list.
 */
export async function listPartnerBookings({
  db,
  userId,
  query,
}: {
  db: Database;
  userId: string;
  query: PartnerBookingsQuery;
}): Promise<PartnerBookingsPage> {
  const organisations = await memberOrganisationIds(db, userId);
  const scope = await partnerScope(db, organisations, query.propertyId);
  const today = utcToday();
  const where = and(
    inScope(scope),
    inArray(bookings.status, ['confirmed', 'cancelled']),
    whenFilter(query.when, today),
    query.to ? lte(bookings.checkIn, query.to) : undefined,
    query.from ? sql`${bookingEnd} > ${query.from}::date` : undefined,
  );
  const direction = query.when === 'past' ? desc : asc;
  const [rows, [counted]] = await Promise.all([
    selectPartnerBookings(db)
      .where(where)
      .orderBy(direction(bookings.checkIn), direction(bookings.id))
      .limit(PARTNER_BOOKINGS_PAGE_SIZE)
      .offset((query.page - 1) * PARTNER_BOOKINGS_PAGE_SIZE),
    db.select({ n: count() }).from(bookings).where(where),
  ]);
  return {
    items: rows.map((r) => toPartnerBooking(r, today)),
    total: Number(counted?.n ?? 0),
    page: query.page,
    pageSize: PARTNER_BOOKINGS_PAGE_SIZE,
  };
}
