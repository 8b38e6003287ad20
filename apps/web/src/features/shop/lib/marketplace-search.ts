import { PRICE_BAND_IDS, type PriceBandId } from '@restora/shared/domain/price-bands';
import { type PRODUCT_STATUSES, PRODUCT_TYPES } from '@restora/shared/domain/shop-vocabulary';
import { toSearchParams } from '@/lib/search-params';

export type ProductTypeId = (typeof PRODUCT_TYPES)[number];
export type AvailabilityId = Exclude<(typeof PRODUCT_STATUSES)[number], 'out_of_stock'>;

/** The marketplace's filters as the URL holds them (?search=&categories=&bands=&types=&availability=&page=). */
export type MarketplaceSearch = {
  search: string;
  categories: string[];
  bands: PriceBandId[];
  types: ProductTypeId[];
  availability: AvailabilityId[];
  page: number;
};

export const MARKETPLACE_PAGE_SIZE = 12;
export const AVAILABILITY_IDS: readonly AvailabilityId[] = ['in_stock', 'limited_stock', 'coming_soon'];

const listOf = (params: URLSearchParams, key: string) =>
  (params.get(key) ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

// Unknown values are dropped rather than sent: the API would answer 400 to a hand-edited URL.
const known = <T extends string>(values: readonly T[], list: string[]) =>
  [...new Set(list)].filter((v): v is T => (values as readonly string[]).includes(v));

export function parseMarketplaceSearch(params: URLSearchParams): MarketplaceSearch {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    categories: [...new Set(listOf(params, 'categories'))].slice(0, 20),
    bands: known(PRICE_BAND_IDS, listOf(params, 'bands')),
    types: known(PRODUCT_TYPES, listOf(params, 'types')),
    availability: known(AVAILABILITY_IDS, listOf(params, 'availability')),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

/**
 * Only what is set (the rest undefined), in a fixed order, so one search always has one URL (and one
 * query key). The page's URL and the API's GET /api/products take the same parameters.
 */
export function marketplaceQuery(state: Partial<MarketplaceSearch>) {
  const join = (list: readonly string[] | undefined) => (list?.length ? list.join(',') : undefined);
  return {
    search: state.search?.trim() || undefined,
    categories: join(state.categories),
    bands: join(state.bands),
    types: join(state.types),
    availability: join(state.availability),
    page: state.page && state.page > 1 ? state.page : undefined,
  };
}

export function serializeMarketplaceSearch(state: Partial<MarketplaceSearch>): URLSearchParams {
  return toSearchParams(marketplaceQuery(state));
}

export function activeFilterCount(state: MarketplaceSearch): number {
  return state.categories.length + state.bands.length + state.types.length + state.availability.length;
}

export function toggle<T extends string>(list: readonly T[], value: T, on: boolean): T[] {
  const rest = list.filter((v) => v !== value);
  return on ? [...rest, value] : rest;
}
