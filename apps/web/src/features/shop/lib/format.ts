import { formatUsd } from '@restora/shared/domain/stay-quote';
import type { Product } from '@restora/shared/contracts/shop';

/** '2027-01-20' -> 'Jan 20, 2027', read as a calendar day (no time-zone shift). */
export function formatShopDate(iso: string): string {
  return new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const formatPrice = (dollars: number) => formatUsd(Math.round(dollars * 100));

/** The price the shopper pays: the discount price where there is one. */
export const paidPrice = (product: Pick<Product, 'price' | 'discountPrice'>) =>
  product.discountPrice ?? product.price;
