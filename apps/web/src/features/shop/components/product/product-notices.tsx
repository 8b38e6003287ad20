import { CalendarClock, Clock, TriangleAlert } from 'lucide-react';
import type { Product } from '@restora/shared/contracts/shop';
import { formatIsoDay } from '@/lib/format';

/**
 * Pre-order dates, the coming-soon notice and the limited-stock warning
 * (docs/decisions/stock-and-pre-orders.md).
 */
export function ProductNotices({ product }: { product: Product }) {
  return (
    <>
      {product.productType === 'pre_order' ? (
        <div className="flex gap-3 rounded-2xl border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-950">
          <CalendarClock className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">Pre-order item</p>
            <p className="mt-1">
              You are charged now and it ships when available.
              {product.releaseDate ? (
                <>
                  {' '}
                  Release date: <strong>{formatIsoDay(product.releaseDate)}</strong>.
                </>
              ) : null}
              {product.estimatedShippingDate ? (
                <>
                  {' '}
                  Estimated shipping: <strong>{formatIsoDay(product.estimatedShippingDate)}</strong>.
                </>
              ) : null}
            </p>
          </div>
        </div>
      ) : null}
      {product.status === 'coming_soon' ? (
        <div className="flex gap-3 rounded-2xl border border-sand-300 bg-sand-100 p-4 text-sm text-sand-800">
          <Clock className="mt-0.5 size-5 shrink-0" aria-hidden />
          <p>
            <span className="font-semibold">Coming soon.</span> This product is not available yet
            {product.releaseDate ? `; it is expected on ${formatIsoDay(product.releaseDate)}` : ''}. Check
            back soon.
          </p>
        </div>
      ) : null}
      {product.status === 'limited_stock' ? (
        <p className="flex items-center gap-2 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm font-medium text-amber-900">
          <TriangleAlert className="size-5 shrink-0" aria-hidden />
          Limited stock available. Order soon!
        </p>
      ) : null}
    </>
  );
}
