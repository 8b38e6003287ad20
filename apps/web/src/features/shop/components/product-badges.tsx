import type { Product } from '@restora/shared/contracts/shop';
import { cn } from '@/lib/cn';
import { formatIsoDay } from '@/lib/format';

type Badge = { label: string; className: string };

const base = 'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold';

export function productBadges(product: Product): Badge[] {
  const badges: Badge[] = [];
  if (product.isNew) badges.push({ label: 'New', className: 'bg-primary-700 text-white' });
  if (product.isBestSeller) badges.push({ label: 'Bestseller', className: 'bg-accent-100 text-accent-700' });
  if (product.productType === 'pre_order') {
    badges.push({
      label: product.releaseDate ? `Pre-Order · ${formatIsoDay(product.releaseDate)}` : 'Pre-Order',
      className: 'bg-indigo-50 text-indigo-800',
    });
  }
  if (product.status === 'limited_stock') {
    badges.push({ label: 'Limited Stock', className: 'bg-amber-50 text-amber-900' });
  }
  if (product.status === 'coming_soon') {
    badges.push({ label: 'Coming Soon', className: 'bg-sand-100 text-sand-800' });
  }
  if (product.status === 'out_of_stock') {
    badges.push({ label: 'Out of Stock', className: 'bg-red-50 text-red-900' });
  }
  return badges;
}

type ProductBadgesProps = { product: Product; className?: string };

export function ProductBadges({ product, className }: ProductBadgesProps) {
  const badges = productBadges(product);
  if (!badges.length) return null;
  return (
    <ul aria-label="Labels" className={cn('flex flex-wrap gap-1.5', className)}>
      {badges.map((badge) => (
        <li key={badge.label} className={cn(base, badge.className)}>
          {badge.label}
        </li>
      ))}
    </ul>
  );
}
