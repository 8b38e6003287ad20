import { useState } from 'react';
import { isPurchasable } from '@restora/shared/domain/shop-rules';
import type { Product } from '@restora/shared/contracts/shop';
import { StarRating } from '@/components/ui/star-rating';
import { AddToCartButton } from '../add-to-cart-button';
import { ProductBadges } from '../product-badges';
import { ProductPrice } from '../product-price';
import { ProductNotices } from './product-notices';
import { QuantityStepper } from './quantity-stepper';

/** Image beside the name, rating, price, description, status notices and the one large button. */
export function ProductSummary({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const purchasable = isPurchasable(product.status);
  return (
    <div className="grid items-start gap-8 md:grid-cols-2 lg:gap-14">
      <div className="overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-sand-50 shadow-soft">
        <img
          src={product.image}
          alt={product.name}
          width={800}
          height={800}
          // The largest thing on the first screen: fetched first (the server's render preloads it).
          fetchPriority="high"
          className="aspect-square w-full object-cover"
        />
      </div>
      <div className="grid gap-5 wrap-anywhere">
        <div>
          <ProductBadges product={product} className="mb-4" />
          <p className="text-sm font-medium uppercase tracking-wide text-sand-700">{product.category}</p>
          <h1 className="mt-1 text-3xl font-semibold leading-tight sm:text-4xl">{product.name}</h1>
          <p className="mt-3 flex items-center gap-2">
            <StarRating value={product.rating} />
            <span className="text-sm text-sand-700">
              ({product.reviews} {product.reviews === 1 ? 'review' : 'reviews'})
            </span>
          </p>
        </div>
        <ProductPrice product={product} size="lg" />
        <p className="leading-relaxed text-sand-800">{product.description}</p>
        <ProductNotices product={product} />
        <div className="grid gap-4 border-t border-sand-200 pt-5">
          {purchasable ? <QuantityStepper value={quantity} onChange={setQuantity} /> : null}
          <AddToCartButton product={product} kind="page" quantity={quantity} className="w-full" />
        </div>
      </div>
    </div>
  );
}
