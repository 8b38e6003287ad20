import { and, count, countDistinct, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { StaySearchQuery, StaySearchResponse } from '@restora/shared/contracts/stays';
import type { Database } from '../../db/client';
import { onChange } from '../../db/change-notices';
import { cachedPerDatabase, keyedCache } from '../../db/keyed-cache';
import { nightlyPrices, nightsBetween, type PriceRange } from '@restora/shared/domain/stay-quote';
import { nightsAcrossRooms, roomNights, roomPriceOverrides } from '../../db/schema/room-calendar';
import { properties, stayRooms } from '../../db/schema/stays';
import { distinctRooms, roomIdSet, type RoomIdSet } from './room-id-set';
import { cardColumns, toStayCard } from './stay-dto';
import { catalogueFilters, staySort, stayFilters, visitorFilters } from './stay-filters';

/**
 * The queries of a search (benchmarks EXPLAIN them): one page of cards; the count of the rooms that match
 * the catalogue filters; and, with dates, how many of those are booked on some night of them.
 */
export function searchStaysQueries(db: Database, query: StaySearchQuery) {
  const catalogue = catalogueFilters(query);
  const { dateFrom, dateTo } = query;
  // The page's ids first, then their cards: a later page skips rooms without joining their properties.
  const pageIds = db
    .select({ id: stayRooms.id })
    .from(stayRooms)
    .where(stayFilters(query))
    .orderBy(...staySort(query.sort))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as('page_ids');
  const dates = dateFrom && dateTo ? sql`daterange(${dateFrom}::date, ${dateTo}::date)` : undefined;
  // With dates, each card's price is that of those nights: the partner's prices for them come along, from
  // the few ranges of each room of the page (the no-overlap constraint's index leads with the room).
  const overrides = dates
    ? sql<PriceRange[] | string>`(${db
        .select({
          list: sql`coalesce(json_agg(json_build_object('fromDate', ${roomPriceOverrides.fromDate},
            'toDate', ${roomPriceOverrides.toDate}, 'priceCents', ${roomPriceOverrides.priceCents})), '[]'::json)`,
        })
        .from(roomPriceOverrides)
        .where(
          and(
            eq(roomPriceOverrides.roomId, stayRooms.id),
            sql`daterange(${roomPriceOverrides.fromDate}, ${roomPriceOverrides.toDate}) && ${dates}`,
          ),
        )})`
    : sql<null>`null`;
  return {
    page: db
      .select({ ...cardColumns, overrides })
      .from(pageIds)
      .innerJoin(stayRooms, eq(stayRooms.id, pageIds.id))
      .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
      .orderBy(...staySort(query.sort)),
    count: db.select({ total: count() }).from(stayRooms).where(catalogue),
    // The rooms taken on some night of the dates (a booking or a block: room_nights,
    // docs/decisions/room-calendars.md), read from room_nights_dates_idx alone (it carries the room and the
    // dates: an index-only scan), then counted against a kept set of the matching rooms (countRooms). One
    // string of ids, repeats included, rather than a row per range (on the embedded database 500 rows took
    // 2.6 ms, one value 1.3 ms) or a distinct array (sorting and parsing it cost more than the repeats): at
    // a million stays, the 10,000 ranges of three nights came back in 5.4 ms at the median, against 10.2.
    bookedRoomIds:
      dateFrom && dateTo
        ? db
            .select({ ids: sql<string | null>`string_agg(${roomNights.roomId}::text, ',')` })
            .from(roomNights)
            .where(sql`${nightsAcrossRooms} && daterange(${dateFrom}::date, ${dateTo}::date)`)
        : undefined,
    // The same count in the database, for a filter set too large to keep in memory: from each taken range
    // to its room.
    booked:
      dateFrom && dateTo
        ? db
            .select({ total: countDistinct(roomNights.roomId) })
            .from(roomNights)
            .innerJoin(stayRooms, eq(stayRooms.id, roomNights.roomId))
            .where(and(sql`${nightsAcrossRooms} && daterange(${dateFrom}::date, ${dateTo}::date)`, catalogue))
        : undefined,
  };
}

// Counting is the costly half of a search: a popular location matches thousands of rooms, each read from
// the table. The catalogue filters' count changes only when rooms are added (seeding), so it is reused for
// a few seconds, per filter set (and emptied when the catalogue changes). Availability changes with every
// booking, so the booked rooms of a date search are read fresh each time (countRooms, below).
const catalogueCounts = keyedCache<number>({ ttlMs: 10_000, max: 1000 });

// A search without dates involves no availability: its answer is the catalogue (prices, ratings), which
// changes when a guest rates a stay. Such answers are reused for a few seconds per query, and a rating
// forgets them at once, in every process (forgetStayListings). Date searches are always read fresh.
const catalogueAnswers = keyedCache<StaySearchResponse>({ ttlMs: 5_000, max: 2000 });

/**
 * After a write that changes rooms' ratings or the catalogue: the next searches and featured stays read
 * them, in every process (the write announces `catalogue.changed` for 'stays', docs/decisions/after-commit.md).
 */
function forgetStayListings(db: Database) {
  catalogueCounts.clear(db);
  matchingRooms.clear(db);
  catalogueAnswers.clear(db);
  readFeatured.clear(db);
  hiddenRooms.clear(db);
}
onChange('stays', forgetStayListings);

function catalogueKey(q: StaySearchQuery) {
  const { location, guests, propertyType, minPriceCents, maxPriceCents, amenities, wellness } = q;
  return JSON.stringify([location, guests, propertyType, minPriceCents, maxPriceCents, amenities, wellness]);
}

/** One page of matching rooms and the total count, both computed in the database. */
export function searchStays({
  db,
  query,
}: {
  db: Database;
  query: StaySearchQuery;
}): Promise<StaySearchResponse> {
  if (query.dateFrom || query.dateTo) return readSearch(db, query);
  return catalogueAnswers(db, JSON.stringify(query), () => readSearch(db, query));
}

// A date search must tell how many of the matching rooms are booked on its dates. Looking up the room of
// each booking on those dates costs a read per booking (about 5,000 at a million rooms: 18 ms). Instead
// the ids of the rooms that match a filter set are kept like its count (one bit per room id), and the
// booked rooms' ids (one index scan) are counted against them in memory. A filter set of more than
// MATCHING_ROOMS_MAX rooms is not kept (reading its ids would cost more than it saves): such searches count
// in the database.
const MATCHING_ROOMS_MAX = 250_000;
const matchingRooms = keyedCache<RoomIdSet | null>({ ttlMs: 10_000, max: 50 });

function readMatchingRooms(db: Database, key: string, catalogue: SQL) {
  return matchingRooms(db, key, async () => {
    // One array of ids (at most one over the limit, which says the set is too large to keep).
    const limited = db
      .select({ id: stayRooms.id })
      .from(stayRooms)
      .where(catalogue)
      .limit(MATCHING_ROOMS_MAX + 1)
      .as('limited');
    const [row] = await db.select({ ids: sql<number[] | null>`array_agg(${limited.id})` }).from(limited);
    const ids = row?.ids ?? [];
    return ids.length > MATCHING_ROOMS_MAX ? null : roomIdSet(ids);
  });
}

/** How many rooms match the catalogue filters, and how many of those are booked on the dates (if any). */
async function countRooms(
  db: Database,
  query: StaySearchQuery,
  queries: ReturnType<typeof searchStaysQueries>,
): Promise<{ matching: number; booked: number }> {
  const key = catalogueKey(query);
  const countMatching = () =>
    catalogueCounts(db, key, () => queries.count.then((rows) => rows[0]?.total ?? 0));
  if (!queries.bookedRoomIds || !queries.booked) return { matching: await countMatching(), booked: 0 };
  const catalogue = catalogueFilters(query);
  // No filter chosen: every booked room of a published property matches.
  if (!visitorFilters(query)) {
    const [matching, [booked], hidden] = await Promise.all([
      countMatching(),
      queries.bookedRoomIds,
      hiddenRooms(db),
    ]);
    return { matching, booked: distinctRooms(booked?.ids, (id) => !hidden.has(id)) };
  }
  const rooms = await readMatchingRooms(db, key, catalogue);
  if (!rooms) {
    const [matching, [row]] = await Promise.all([countMatching(), queries.booked]);
    return { matching, booked: row?.total ?? 0 };
  }
  const [booked] = await queries.bookedRoomIds;
  return { matching: rooms.size, booked: distinctRooms(booked?.ids, (id) => rooms.has(id)) };
}

// The rooms of unpublished properties (few: new and withdrawn listings; a partial index finds them), whose
// bookings a date search without filters leaves out of its count (docs/decisions/partner-listings.md).
const hiddenRooms = cachedPerDatabase(10_000, async (db) =>
  roomIdSet(
    (
      await db
        .select({ id: stayRooms.id })
        .from(stayRooms)
        .where(sql`not ${stayRooms.published}`)
    ).map((r) => r.id),
  ),
);

async function readSearch(db: Database, query: StaySearchQuery): Promise<StaySearchResponse> {
  const queries = searchStaysQueries(db, query);
  const [rows, { matching, booked }] = await Promise.all([queries.page, countRooms(db, query, queries)]);
  const total = Math.max(0, matching - booked);
  const { dateFrom, dateTo } = query;
  const nights = dateFrom && dateTo ? nightsBetween(dateFrom, dateTo) : 0;
  return {
    items: rows.map(({ overrides, ...row }) => {
      const card = toStayCard(row);
      if (!dateFrom || !nights || overrides === null) return card;
      const ranges: PriceRange[] = typeof overrides === 'string' ? JSON.parse(overrides) : overrides;
      const cents = nightlyPrices(dateFrom, nights, row.priceCents, ranges).reduce((a, b) => a + b, 0);
      return { ...card, priceForDates: { nights, totalCents: cents } };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}

export const FEATURED_MIN_RATING = 4.5;
export const FEATURED_COUNT = 4;

/**
 * The home page's Featured Wellness Stays: the first 4 rated 4.5 or more, in recommended order. The same
 * for every visitor and asked for by every home page, so reused for a minute (a rating made by another
 * process moves a room in or out of it that much later).
 */
export function featuredStays({ db }: { db: Database }): Promise<StaySearchResponse> {
  return readFeatured(db);
}

const readFeatured = cachedPerDatabase(60_000, async (db): Promise<StaySearchResponse> => {
  const rows = await db
    .select(cardColumns)
    .from(stayRooms)
    .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
    .where(and(sql`${stayRooms.published}`, gte(stayRooms.rating, FEATURED_MIN_RATING)))
    .orderBy(...staySort('recommended'))
    .limit(FEATURED_COUNT);
  return { items: rows.map(toStayCard), total: rows.length, page: 1, pageSize: FEATURED_COUNT, pageCount: 1 };
});
