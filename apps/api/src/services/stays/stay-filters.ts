import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { StaySearchQuery } from '@restora/shared/contracts/stays';
import { GOAL_FEATURES, WELLNESS_FEATURES } from '@restora/shared/domain/stay-vocabulary';
import { likePattern } from '../../db/like-pattern';
import { nightsAcrossRooms, roomNights } from '../../db/schema/room-calendar';
import { stayRooms } from '../../db/schema/stays';

const features = new Set<string>(WELLNESS_FEATURES);
const goals = GOAL_FEATURES as Record<string, string[] | undefined>;

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Rooms with a night taken in [from, to): a holding booking or a partner's block, both rows of room_nights
 * (docs/decisions/room-calendars.md). Written as NOT IN over the few rows that touch the dates (found
 * through room_nights_dates_idx), so the database hashes them once instead of probing per room.
 */
export function notBookedBetween(from: string, to: string) {
  return sql`${stayRooms.id} not in (
    select ${roomNights.roomId} from ${roomNights}
    where ${nightsAcrossRooms} && daterange(${from}::date, ${to}::date)
  )`;
}

/**
 * The filters of a stay search on the room itself (all but the dates), on stay_rooms alone (it carries copies
 * of its property's location text and type): they change only when rooms are added. Amenities and wellness
 * features narrow: a room must have every one (docs/decisions/stay-search.md). A wellness goal (from the home
 * page chips) keeps rooms with any of its features; any other wellness text must appear in the title or
 * description.
 */
export function catalogueFilters(q: StaySearchQuery): SQL {
  // Written as the partial indexes' predicate, so they serve it (docs/decisions/partner-listings.md).
  return and(sql`${stayRooms.published}`, visitorFilters(q))!;
}

/** The filters the visitor chose (none: undefined). */
export function visitorFilters(q: StaySearchQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (q.location) where.push(sql`${stayRooms.searchLocation} like ${likePattern(q.location)}`);
  if (q.guests && q.guests > 1) where.push(gte(stayRooms.maxGuests, q.guests));
  if (q.propertyType) where.push(eq(stayRooms.propertyType, q.propertyType));
  if (q.minPriceCents !== undefined && q.minPriceCents > 0)
    where.push(gte(stayRooms.priceCents, q.minPriceCents));
  // The slider's top ($500, 50,000 cents) means "500 and above".
  if (q.maxPriceCents !== undefined && q.maxPriceCents < 50_000)
    where.push(lte(stayRooms.priceCents, q.maxPriceCents));
  if (q.amenities?.length) where.push(sql`${stayRooms.amenities} @> ${textArray(q.amenities)}`);

  const wanted = q.wellness ?? [];
  const exact = wanted.filter((w) => features.has(w));
  if (exact.length) where.push(sql`${stayRooms.wellnessFeatures} @> ${textArray(exact)}`);
  for (const w of wanted) {
    if (features.has(w)) continue;
    const goal = goals[w];
    if (goal) where.push(sql`${stayRooms.wellnessFeatures} && ${textArray(goal)}`);
    else
      where.push(
        sql`(lower(${stayRooms.title}) like ${likePattern(w)} or lower(${stayRooms.description}) like ${likePattern(w)})`,
      );
  }
  return and(...where);
}

/** The WHERE clause of a stay search: the catalogue filters, and no booking on the dates. */
export function stayFilters(q: StaySearchQuery): SQL | undefined {
  return and(
    catalogueFilters(q),
    q.dateFrom && q.dateTo ? notBookedBetween(q.dateFrom, q.dateTo) : undefined,
  );
}

/** ORDER BY for each sort; each matches an index on stay_rooms so a page is read in order. */
export function staySort(sort: StaySearchQuery['sort']): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [sql`${stayRooms.priceCents} asc`, sql`${stayRooms.id} asc`];
    case 'price_desc':
      return [sql`${stayRooms.priceCents} desc`, sql`${stayRooms.id} desc`];
    case 'rating':
      return [sql`${stayRooms.rating} desc nulls last`, sql`${stayRooms.id} asc`];
    default:
      return [sql`${stayRooms.recommendedScore} desc nulls last`, sql`${stayRooms.id} asc`];
  }
}
