import { count, eq, gte } from 'drizzle-orm';
import type { StaySearchQuery, StaySearchResponse } from '@restora/shared/contracts/stays';
import type { Database } from '../../db/client';
import { properties, stayRooms } from '../../db/schema/stays';
import { cardColumns, toStayCard } from './stay-dto';
import { staySort, stayFilters } from './stay-filters';

/** One page of matching rooms and the total count, both computed in the database. */
export async function searchStays({
  db,
  query,
}: {
  db: Database;
  query: StaySearchQuery;
}): Promise<StaySearchResponse> {
  const where = stayFilters(query);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, [totals]] = await Promise.all([
    db
      .select(cardColumns)
      .from(stayRooms)
      .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
      .where(where)
      .orderBy(...staySort(query.sort))
      .limit(query.pageSize)
      .offset(offset),
    db
      .select({ total: count() })
      .from(stayRooms)
      .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
      .where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    items: rows.map(toStayCard),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}

export const FEATURED_MIN_RATING = 4.5;
export const FEATURED_COUNT = 4;

/** The home page's Featured Wellness Stays: the first 4 rated 4.5 or more, in recommended order. */
export async function featuredStays({ db }: { db: Database }): Promise<StaySearchResponse> {
  const rows = await db
    .select(cardColumns)
    .from(stayRooms)
    .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
    .where(gte(stayRooms.rating, FEATURED_MIN_RATING))
    .orderBy(...staySort('recommended'))
    .limit(FEATURED_COUNT);
  return { items: rows.map(toStayCard), total: rows.length, page: 1, pageSize: FEATURED_COUNT, pageCount: 1 };
}
