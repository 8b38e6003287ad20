import { useId } from 'react';
import { Link } from 'react-router';
import type { Product } from '@restora/shared/contracts/shop';
import { StarRating } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';
import { AddToCartButton } from '../add-to-cart-button';
import { ProductBadges } from '../product-badges';
import { ProductPrice } from '../product-price';

type ProductCardProps = { product: Product; eager?: boolean };

export function ProductCard({ product, eager = false }: ProductCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-white shadow-soft transition-shadow hover:shadow-md"
    >
      <div className="relative bg-sand-50">
        <img
          src={product.image}
          alt={product.name}
          width={800}
          height={800}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
        />
        <ProductBadges product={product} className="absolute left-3 top-3 right-3" />
      </div>
      <div className="flex flex-1 flex-col p-4 wrap-anywhere">
        <p className="text-xs font-medium uppercase tracking-wide text-sand-700">{product.category}</p>
        <h3 id={titleId} className="mt-1 text-base font-semibold leading-snug">
          {/* The whole card is the link's target area; the button below sits above it. */}
          <Link
            to={paths.product.to(product.id)}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          >
            {product.name}
          </Link>
        </h3>
        <p className="mt-2 flex flex-wrap items-center gap-x-1.5 gap-y-1">
          <StarRating value={product.rating} />
          <span className="whitespace-nowrap text-sm text-sand-700">
            ({product.reviews} {product.reviews === 1 ? 'review' : 'reviews'})
          </span>
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-4">
          <ProductPrice product={product} />
          <AddToCartButton product={product} kind="card" describedBy={titleId} className="relative z-10" />
        </div>
      </div>
    </article>
  );
}
