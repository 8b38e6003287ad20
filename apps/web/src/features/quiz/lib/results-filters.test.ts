import { describe, expect, it } from 'vitest';
import type { Recommendation } from '@restora/shared/contracts/quiz';
import {
  NO_FILTERS,
  activeFilterCount,
  categoryOptions,
  filterRecommendations,
  parseResultsFilters,
  withResultsFilters,
} from './results-filters';

const item = (
  kind: Recommendation['kind'],
  id: number,
  title: string,
  category: string,
  priceCents: number,
) =>
  ({
    kind,
    id,
    title,
    subtitle: category,
    category,
    image: '/images/x.svg',
    photo: null,
    priceCents,
    rating: null,
    reason: 'Fits',
    shop: kind === 'product' ? { productType: 'buy_now', status: 'in_stock' } : null,
  }) satisfies Recommendation;

const items = [
  item('stay', 1, 'Ocean Suite', 'Spa Resort', 8500),
  item('service', 2, 'Sunrise Yoga', 'Yoga', 3000),
  item('product', 3, 'Yoga Mat', 'Equipment', 2499),
  item('product', 4, 'Magnesium Soak', 'Supplements', 2500),
  item('service', 5, 'Deep Tissue Massage', 'Massage', 10_001),
  item('product', 6, 'Foam Roller', 'Equipment', 5000),
];
const ids = (list: Recommendation[]) => list.map((i) => i.id);

describe('parseResultsFilters', () => {
  it('reads the search and the lists, dropping unknown kinds and bands and repeats', () => {
    const params = new URLSearchParams(
      'focus=relax&q=%20yoga%20&kinds=stay,hotel,stay&categories=Yoga,,Equipment&bands=under-25,cheap',
    );
    expect(parseResultsFilters(params)).toEqual({
      q: 'yoga',
      kinds: ['stay'],
      categories: ['Yoga', 'Equipment'],
      bands: ['under-25'],
    });
  });

  it('is empty when the URL carries only the answers', () => {
    expect(parseResultsFilters(new URLSearchParams('focus=relax&budget=1000'))).toEqual(NO_FILTERS);
  });
});

describe('withResultsFilters', () => {
  it('writes the filters beside the answers and removes the empty ones', () => {
    const start = new URLSearchParams('focus=relax&budget=1000&q=old&kinds=stay');
    const next = withResultsFilters(start, {
      q: '  mat ',
      kinds: [],
      categories: ['Equipment', 'Yoga'],
      bands: ['25-50'],
    });
    expect(Object.fromEntries(next)).toEqual({
      focus: 'relax',
      budget: '1000',
      q: 'mat',
      categories: 'Equipment,Yoga',
      bands: '25-50',
    });
    expect(start.get('q')).toBe('old');
  });

  it('round-trips through parseResultsFilters', () => {
    const filters = { q: 'soak', kinds: ['product' as const], categories: ['Supplements'], bands: [] };
    expect(parseResultsFilters(withResultsFilters(new URLSearchParams(), filters))).toEqual(filters);
  });
});

describe('filterRecommendations', () => {
  it('keeps everything with no filters', () => {
    expect(ids(filterRecommendations(items, NO_FILTERS))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('searches the title or the category, in any case', () => {
    expect(ids(filterRecommendations(items, { ...NO_FILTERS, q: 'YOGA' }))).toEqual([2, 3]);
    expect(ids(filterRecommendations(items, { ...NO_FILTERS, q: 'equip' }))).toEqual([3, 6]);
    expect(filterRecommendations(items, { ...NO_FILTERS, q: 'zzz' })).toEqual([]);
  });

  it('keeps any chosen kind and any chosen category (matched in any case)', () => {
    expect(ids(filterRecommendations(items, { ...NO_FILTERS, kinds: ['stay', 'service'] }))).toEqual([
      1, 2, 5,
    ]);
    expect(ids(filterRecommendations(items, { ...NO_FILTERS, categories: ['yoga', 'Massage'] }))).toEqual([
      2, 5,
    ]);
  });

  it('puts each price in the marketplace band it belongs to, at the edges too', () => {
    const band = (id: (typeof NO_FILTERS.bands)[number]) =>
      ids(filterRecommendations(items, { ...NO_FILTERS, bands: [id] }));
    expect(band('under-25')).toEqual([3]);
    expect(band('25-50')).toEqual([2, 4, 6]);
    expect(band('50-100')).toEqual([1]);
    expect(band('100-plus')).toEqual([5]);
  });

  it('keeps a price in any chosen band, not what lies between two of them', () => {
    expect(ids(filterRecommendations(items, { ...NO_FILTERS, bands: ['under-25', '100-plus'] }))).toEqual([
      3, 5,
    ]);
  });

  it('applies every filter together', () => {
    expect(
      ids(filterRecommendations(items, { q: 'o', kinds: ['product'], categories: [], bands: ['25-50'] })),
    ).toEqual([4, 6]);
  });
});

describe('categoryOptions and activeFilterCount', () => {
  it('lists the categories present, A to Z, then chosen ones that are not', () => {
    expect(categoryOptions(items, ['massage', 'Tea'])).toEqual([
      'Equipment',
      'Massage',
      'Spa Resort',
      'Supplements',
      'Yoga',
      'Tea',
    ]);
  });

  it('counts the ticked boxes, not the search', () => {
    expect(activeFilterCount({ q: 'x', kinds: ['stay'], categories: ['A', 'B'], bands: ['25-50'] })).toBe(4);
  });
});
