import { PRICE_SLIDER } from '@restora/shared/domain/stay-vocabulary';
import { WELLNESS_FEATURES } from '@restora/shared/domain/stay-vocabulary';
import type { StaySearchState } from '@/features/stays/lib/search-url';
import { dollarsToCents, formatMoney } from '@/lib/format';

const isFeature = (features: readonly string[], value: string) =>
  features.some((f) => f.toLowerCase() === value.toLowerCase());

const knownFeatures = (features?: readonly string[]) => [...WELLNESS_FEATURES, ...(features ?? [])];

/** How many sidebar filters are on: the number on the phone's "Filters" button. */
export function activeFilterCount(state: StaySearchState, features?: readonly string[]): number {
  const all = knownFeatures(features);
  return (
    (state.propertyType ? 1 : 0) +
    (state.minPrice > PRICE_SLIDER.min || state.maxPrice < PRICE_SLIDER.max ? 1 : 0) +
    state.wellness.filter((v) => isFeature(all, v)).length +
    state.amenities.length
  );
}

/** The sidebar's filters off; the search bar's location, dates, guests and goal stay. */
export function clearSidebarFilters(
  state: StaySearchState,
  features?: readonly string[],
): Partial<StaySearchState> {
  const all = knownFeatures(features);
  return {
    propertyType: null,
    minPrice: PRICE_SLIDER.min,
    maxPrice: PRICE_SLIDER.max,
    wellness: state.wellness.filter((v) => !isFeature(all, v)),
    amenities: [],
  };
}

/** Every filter off, search bar included; the sort order stays. */
export function clearAllFilters(): Partial<StaySearchState> {
  return {
    location: '',
    guests: 1,
    dateFrom: null,
    dateTo: null,
    propertyType: null,
    minPrice: PRICE_SLIDER.min,
    maxPrice: PRICE_SLIDER.max,
    wellness: [],
    amenities: [],
  };
}

export function toggle(list: readonly string[], value: string, on: boolean): string[] {
  const rest = list.filter((v) => v.toLowerCase() !== value.toLowerCase());
  return on ? [...rest, value] : rest;
}

/** The slider's range in whole dollars, as the URL carries it. */
export function formatPriceRange(min: number, max: number): string {
  const dollars = (whole: number) => formatMoney(dollarsToCents(whole));
  return `${dollars(min)} – ${max >= PRICE_SLIDER.max ? `${dollars(PRICE_SLIDER.max)}+` : dollars(max)}`;
}
