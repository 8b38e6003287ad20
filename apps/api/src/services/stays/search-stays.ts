import { count, eq, gte } from 'drizzle-orm';
import type { StaySearchQuery, StaySearchResponse } from '@restora/shared/contracts/stays';
import type { Database } from '../../db/client';
import { properties, stayRooms } from '../../db/schema/stays';
import { cardColumns, toStayCard } from './stay-dto';
import { staySort, stayFilters } from './stay-filters';

/** The two queries of a search: one page of cards, and the count of all matches (benchmarks EXPLAIN them). */
export function searchStaysQueries(db: Database, query: StaySearchQuery) {
  const where = stayFilters(query);
  return {
    page: db
      .select(cardColumns)
      .from(stayRooms)
      .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
      .where(where)
      .orderBy(...staySort(query.sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    count: db.select({ total: count() }).from(stayRooms).where(where),
    filtered: where !== undefined,
  };
}

// Counting the whole catalogue is the one count no index narrows; it changes only when rooms are added,
// so an unfiltered search reuses it for a few seconds.
const CATALOGUE_COUNT_TTL_MS = 10_000;
const catalogueCounts = new WeakMap<Database, { total: number; at: number }>();

async function countMatches(db: Database, query: { count: Promise<{ total: number }[]>; filtered: boolean }) {
  if (query.filtered) return (await query.count)[0]?.total ?? 0;
  const cached = catalogueCounts.get(db);
  if (cached && Date.now() - cached.at < CATALOGUE_COUNT_TTL_MS) return cached.total;
  const total = (await query.count)[0]?.total ?? 0;
  catalogueCounts.set(db, { total, at: Date.now() });
  return total;
}

/** One page of matching rooms and the total count, both computed in the database. */
export async function searchStays({
  db,
  query,
}: {
  db: Database;
  query: StaySearchQuery;
}): Promise<StaySearchResponse> {
  const queries = searchStaysQueries(db, query);
  const [rows, total] = await Promise.all([queries.page, countMatches(db, queries)]);
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
