import type { Product } from '@restora/shared/contracts/shop';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';

type ProductPriceProps = { product: Product; size?: 'md' | 'lg'; className?: string };

/** The price paid, and the original struck through when there is a discount. */
export function ProductPrice({ product, size = 'md', className }: ProductPriceProps) {
  const discounted = product.discountPriceCents !== null && product.discountPriceCents < product.priceCents;
  const paid = discounted ? product.discountPriceCents! : product.priceCents;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)} data-testid="product-price">
      <span
        data-testid="paid-price"
        className={cn('font-display font-semibold text-ink', size === 'lg' ? 'text-3xl' : 'text-xl')}
      >
        {formatMoney(paid)}
      </span>
      {discounted ? (
        <>
          <span className="sr-only">, was </span>
          <s className={cn('text-sand-600', size === 'lg' ? 'text-lg' : 'text-sm')}>
            {formatMoney(product.priceCents)}
          </s>
        </>
      ) : null}
    </p>
  );
}
