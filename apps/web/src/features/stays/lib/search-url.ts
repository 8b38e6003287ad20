import { PRICE_SLIDER, STAY_SORTS, type StaySort } from '@restora/shared/domain/stay-vocabulary';
import type { PropertyType } from '@restora/shared/domain/stay-vocabulary';

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

/** Reads the URL leniently: anything malformed falls back to its default, so an old link still works. */
export function parseStaySearch(params: URLSearchParams): StaySearchState {
  const dateFrom = params.get('dateFrom');
  const dateTo = params.get('dateTo');
  const datesOk = Boolean(
    dateFrom && dateTo && DATE.test(dateFrom) && DATE.test(dateTo) && dateTo > dateFrom,
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
 * Writes the search back with spec §5's omissions: guests of 1 or less, a zero minPrice and a maxPrice
 * of 500 are left out, as are empty values, the default sort and page 1.
 */
export function serializeStaySearch(state: Partial<StaySearchState>): URLSearchParams {
  const p = new URLSearchParams();
  if (state.location) p.set('location', state.location);
  if (state.guests && state.guests > 1) p.set('guests', String(state.guests));
  if (state.dateFrom && state.dateTo) {
    p.set('dateFrom', state.dateFrom);
    p.set('dateTo', state.dateTo);
  }
  if (state.wellness?.length) p.set('wellness', state.wellness.join(','));
  if (state.amenities?.length) p.set('amenities', state.amenities.join(','));
  if (state.propertyType) p.set('propertyType', state.propertyType);
  if (state.minPrice && state.minPrice > PRICE_SLIDER.min) p.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined && state.maxPrice < PRICE_SLIDER.max)
    p.set('maxPrice', String(state.maxPrice));
  if (state.sort && state.sort !== 'recommended') p.set('sort', state.sort);
  if (state.page && state.page > 1) p.set('page', String(state.page));
  return p;
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
