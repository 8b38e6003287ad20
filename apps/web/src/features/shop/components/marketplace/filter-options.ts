import { MARKETPLACE_CATEGORIES } from '@restora/shared/domain/shop-vocabulary';
import { PRICE_BANDS } from '@restora/shared/domain/price-bands';
import type { AvailabilityId, ProductTypeId } from '@/features/shop/lib/marketplace-search';

export const TYPE_OPTIONS: { value: ProductTypeId; label: string }[] = [
  { value: 'buy_now', label: 'Buy now' },
  { value: 'pre_order', label: 'Pre-order' },
];

export const AVAILABILITY_OPTIONS: { value: AvailabilityId; label: string }[] = [
  { value: 'in_stock', label: 'In stock' },
  { value: 'limited_stock', label: 'Limited stock' },
  { value: 'coming_soon', label: 'Coming soon' },
];

export const BAND_OPTIONS = PRICE_BANDS.map((band) => ({ value: band.id, label: band.label }));

/** The static categories (docs/decisions/marketplace-search.md) and the others the catalogue carries. */
const CATEGORIES = [
  ...MARKETPLACE_CATEGORIES,
  'Accessories',
  'Bath & Fitness Accessories',
  'Fitness Accessories',
  'Tech Gear',
  'Travel Gear',
];

/** A category that arrives in the URL (the quiz links here) is listed too, so it can be unticked. */
export function categoryOptions(selected: readonly string[]) {
  const extra = selected.filter((c) => !CATEGORIES.includes(c));
  return [...CATEGORIES, ...extra].map((c) => ({ value: c, label: c }));
}
