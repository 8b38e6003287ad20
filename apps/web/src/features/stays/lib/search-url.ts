import { bookingWindow, stayDateIssues } from '@restora/shared/domain/booking-window';
import { PRICE_SLIDER, STAY_SORTS, type StaySort } from '@restora/shared/domain/stay-vocabulary';
import type { PropertyType } from '@restora/shared/domain/stay-vocabulary';
import { toSearchParams } from '@/lib/search-params';
import { dollarsToCents } from '@/lib/format';

/** The /find-stays search as the screen holds it; the URL is its only source of truth. */
export type StaySearchState = {
  location: string;
  guests: number;
  dateFrom: string | null;
  dateTo: string | null;
  wellness: string[];
  amenities: string[];
  propertyType: PropertyType | null;
  minPrice: number;
  maxPrice: number;
  sort: StaySort;
  page: number;
};

const PROPERTY_TYPES: PropertyType[] = ['wellness_retreat', 'yoga_studio', 'spa_resort'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const list = (v: string | null) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const int = (v: string | null, fallback: number, min: number, max: number) => {
  const n = Number(v);
  return v !== null && v !== '' && Number.isFinite(n)
    ? Math.min(max, Math.max(min, Math.round(n)))
    : fallback;
};

/**
 * Reads the URL leniently: anything malformed falls back to its default, so an old link still works. Dates
 * outside the booking window (an old link's past dates) are left out, as the search would refuse them
 * (docs/decisions/bookings-and-availability.md, "Date windows").
 */
export function parseStaySearch(params: URLSearchParams, now = Date.now()): StaySearchState {
  const dateFrom = params.get('dateFrom');
  const dateTo = params.get('dateTo');
  const datesOk = Boolean(
    dateFrom &&
    dateTo &&
    DATE.test(dateFrom) &&
    DATE.test(dateTo) &&
    dateTo > dateFrom &&
    Object.keys(stayDateIssues(dateFrom, dateTo, bookingWindow(now))).length === 0,
  );
  const type = params.get('propertyType') as PropertyType | null;
  const sort = params.get('sort') as StaySort | null;
  let minPrice = int(params.get('minPrice'), PRICE_SLIDER.min, PRICE_SLIDER.min, PRICE_SLIDER.max);
  let maxPrice = int(params.get('maxPrice'), PRICE_SLIDER.max, PRICE_SLIDER.min, PRICE_SLIDER.max);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    location: params.get('location')?.trim() ?? '',
    guests: int(params.get('guests'), 1, 1, 50),
    dateFrom: datesOk ? dateFrom : null,
    dateTo: datesOk ? dateTo : null,
    wellness: list(params.get('wellness')),
    amenities: list(params.get('amenities')),
    propertyType: type && PROPERTY_TYPES.includes(type) ? type : null,
    minPrice,
    maxPrice,
    sort: sort && STAY_SORTS.includes(sort) ? sort : 'recommended',
    page: int(params.get('page'), 1, 1, 10_000),
  };
}

/**
 * The search as query values, with the omissions of docs/decisions/stay-search.md (undefined): guests of 1 or
 * less, a zero minPrice and a maxPrice of 500, empty values, the default sort and page 1. The page's URL and
 * the API's GET /api/stays take the same parameters, but for the price (staySearchApiQuery).
 */
export function staySearchQuery(state: Partial<StaySearchState>) {
  const dates = state.dateFrom && state.dateTo ? { from: state.dateFrom, to: state.dateTo } : undefined;
  return {
    location: state.location || undefined,
    guests: state.guests && state.guests > 1 ? state.guests : undefined,
    dateFrom: dates?.from,
    dateTo: dates?.to,
    wellness: state.wellness?.length ? state.wellness.join(',') : undefined,
    amenities: state.amenities?.length ? state.amenities.join(',') : undefined,
    propertyType: state.propertyType ?? undefined,
    minPrice: state.minPrice && state.minPrice > PRICE_SLIDER.min ? state.minPrice : undefined,
    maxPrice: state.maxPrice !== undefined && state.maxPrice < PRICE_SLIDER.max ? state.maxPrice : undefined,
    sort: state.sort && state.sort !== 'recommended' ? state.sort : undefined,
    page: state.page && state.page > 1 ? state.page : undefined,
  };
}

/**
 * The search as GET /api/stays's query: the page's parameters, but the price filter in cents
 * (minPriceCents, maxPriceCents) where the URL has whole dollars (docs/decisions/money-on-the-wire.md).
 */
export function staySearchApiQuery(state: Partial<StaySearchState>) {
  const { minPrice, maxPrice, ...rest } = staySearchQuery(state);
  return {
    ...rest,
    minPriceCents: minPrice === undefined ? undefined : dollarsToCents(minPrice),
    maxPriceCents: maxPrice === undefined ? undefined : dollarsToCents(maxPrice),
  };
}

/** The search as the page's URL parameters (see staySearchQuery). */
export function serializeStaySearch(state: Partial<StaySearchState>): URLSearchParams {
  return toSearchParams(staySearchQuery(state));
}

/** True when any filter narrows the search (used to tell "nothing at all" from "nothing matches"). */
export function hasFilters(state: StaySearchState): boolean {
  return Boolean(
    state.location ||
    state.guests > 1 ||
    state.dateFrom ||
    state.wellness.length ||
    state.amenities.length ||
    state.propertyType ||
    state.minPrice > PRICE_SLIDER.min ||
    state.maxPrice < PRICE_SLIDER.max,
  );
}
