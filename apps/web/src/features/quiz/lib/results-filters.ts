import type { Recommendation } from '@restora/shared/contracts/quiz';
import { RECOMMENDATION_KINDS, type RecommendationKind } from '@restora/shared/domain/quiz';
import {
  PRICE_BAND_IDS,
  PRICE_BANDS,
  inPriceRange,
  type PriceBandId,
} from '@restora/shared/domain/price-bands';

/**
 * The results page's own filters, kept in the URL beside the quiz answers:
 * ?q=yoga&kinds=stay,product&categories=Yoga,Equipment&bands=under-25,25-50
 */
export type ResultsFilters = {
  q: string;
  kinds: RecommendationKind[];
  categories: string[];
  bands: PriceBandId[];
};

export const NO_FILTERS: ResultsFilters = { q: '', kinds: [], categories: [], bands: [] };

const listOf = (params: URLSearchParams, key: string) => [
  ...new Set(
    (params.get(key) ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  ),
];

const known = <T extends string>(values: readonly T[], list: string[]) =>
  list.filter((v): v is T => (values as readonly string[]).includes(v));

export function parseResultsFilters(params: URLSearchParams): ResultsFilters {
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    kinds: known(RECOMMENDATION_KINDS, listOf(params, 'kinds')),
    categories: listOf(params, 'categories').slice(0, 20),
    bands: known(PRICE_BAND_IDS, listOf(params, 'bands')),
  };
}

/** The URL's parameters with these filters in place of the old ones; everything else (the answers) is kept. */
export function withResultsFilters(params: URLSearchParams, filters: ResultsFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const lists = { kinds: filters.kinds, categories: filters.categories, bands: filters.bands };
  next.delete('q');
  if (filters.q.trim()) next.set('q', filters.q.trim());
  for (const [key, list] of Object.entries(lists)) {
    next.delete(key);
    if (list.length) next.set(key, list.join(','));
  }
  return next;
}

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * What the filters keep: the search in the title or the category (any case), and, within each filter
 * that has choices, any of them. A price fits when it falls in any chosen band.
 */
export function filterRecommendations(items: readonly Recommendation[], filters: ResultsFilters) {
  const q = filters.q.trim().toLowerCase();
  const bands = PRICE_BANDS.filter((b) => filters.bands.includes(b.id));
  return items.filter(
    (item) =>
      (!q || item.title.toLowerCase().includes(q) || item.category.toLowerCase().includes(q)) &&
      (!filters.kinds.length || filters.kinds.includes(item.kind)) &&
      (!filters.categories.length || filters.categories.some((c) => sameText(c, item.category))) &&
      (!bands.length || bands.some((b) => inPriceRange(item.priceCents, b.range))),
  );
}

/** The categories the suggestions have, A to Z, and any chosen one they lack (so it can be unticked). */
export function categoryOptions(items: readonly Recommendation[], selected: readonly string[]): string[] {
  const present = [...new Set(items.map((i) => i.category))].sort((a, b) => a.localeCompare(b));
  return [...present, ...selected.filter((c) => !present.some((p) => sameText(p, c)))];
}

export const activeFilterCount = (f: ResultsFilters) => f.kinds.length + f.categories.length + f.bands.length;

export function toggle<T extends string>(list: readonly T[], value: T, on: boolean): T[] {
  const rest = list.filter((v) => v !== value);
  return on ? [...rest, value] : rest;
}
