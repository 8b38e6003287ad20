/**
 * Marketplace price bands (docs/decisions/marketplace-search.md), on the discount price where there is one,
 * else the price: Under $25 is < 25; $25-$50 is 25 to 50; $50-$100 is over 50 up to 100; $100+ is over 100.
 */
export type Bound = { cents: number; inclusive: boolean };
export type PriceRange = { min: Bound | null; max: Bound | null };

export const PRICE_BANDS = [
  { id: 'under-25', label: 'Under $25', range: { min: null, max: { cents: 2500, inclusive: false } } },
  {
    id: '25-50',
    label: '$25-$50',
    range: { min: { cents: 2500, inclusive: true }, max: { cents: 5000, inclusive: true } },
  },
  {
    id: '50-100',
    label: '$50-$100',
    range: { min: { cents: 5000, inclusive: false }, max: { cents: 10000, inclusive: true } },
  },
  { id: '100-plus', label: '$100+', range: { min: { cents: 10000, inclusive: false }, max: null } },
] as const satisfies readonly { id: string; label: string; range: PriceRange }[];

export type PriceBandId = (typeof PRICE_BANDS)[number]['id'];
export const PRICE_BAND_IDS = PRICE_BANDS.map((b) => b.id) as [PriceBandId, ...PriceBandId[]];

const lower = (a: Bound | null, b: Bound | null): Bound | null => {
  if (!a || !b) return null;
  if (a.cents !== b.cents) return a.cents < b.cents ? a : b;
  return a.inclusive ? a : b;
};
const higher = (a: Bound | null, b: Bound | null): Bound | null => {
  if (!a || !b) return null;
  if (a.cents !== b.cents) return a.cents > b.cents ? a : b;
  return a.inclusive ? a : b;
};

/** Several bands: the lowest minimum and the highest maximum. No bands: no limits. */
export function combinePriceBands(ids: readonly PriceBandId[]): PriceRange {
  const ranges = PRICE_BANDS.filter((b) => ids.includes(b.id)).map((b) => b.range as PriceRange);
  if (!ranges.length) return { min: null, max: null };
  return ranges.reduce((acc, r) => ({ min: lower(acc.min, r.min), max: higher(acc.max, r.max) }));
}

export function inPriceRange(cents: number, { min, max }: PriceRange): boolean {
  if (min && (min.inclusive ? cents < min.cents : cents <= min.cents)) return false;
  if (max && (max.inclusive ? cents > max.cents : cents >= max.cents)) return false;
  return true;
}
