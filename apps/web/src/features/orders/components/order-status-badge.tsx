import type { Order } from '@restora/shared/contracts/shop';
import { ORDER_STATUSES } from '@restora/shared/domain/shop-vocabulary';
import { cn } from '@/lib/cn';

type OrderStatus = Order['status'];

/**
 * Processing amber, shipped blue, delivered green, pre_ordered indigo, cancelled red — always with text
 * (docs/decisions/cart-and-checkout.md).
 */
const statusStyle: Record<OrderStatus, { label: string; className: string; dot: string; meaning: string }> = {
  processing: {
    label: 'Processing',
    className: 'border-amber-300 bg-amber-50 text-amber-900',
    dot: 'bg-amber-500',
    meaning: 'We are preparing your order.',
  },
  shipped: {
    label: 'Shipped',
    className: 'border-blue-300 bg-blue-50 text-blue-900',
    dot: 'bg-blue-600',
    meaning: 'On its way to you.',
  },
  delivered: {
    label: 'Delivered',
    className: 'border-green-300 bg-green-50 text-green-900',
    dot: 'bg-green-600',
    meaning: 'Arrived at your address.',
  },
  pre_ordered: {
    label: 'Pre-ordered',
    className: 'border-indigo-300 bg-indigo-50 text-indigo-900',
    dot: 'bg-indigo-600',
    meaning: 'Charged now, ships on release.',
  },
  cancelled: {
    label: 'Cancelled',
    className: 'border-red-300 bg-red-50 text-red-900',
    dot: 'bg-red-600',
    meaning: 'Cancelled; nothing will ship.',
  },
};

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const style = statusStyle[status];
  return (
    <span
      data-testid="order-status"
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        style.className,
        className,
      )}
    >
      <span className={cn('size-1.5 rounded-full', style.dot)} aria-hidden />
      {style.label}
    </span>
  );
}

export function OrderStatusLegend() {
  return (
    <section aria-labelledby="status-legend-title" className="mt-8">
      <h2
        id="status-legend-title"
        className="font-sans text-sm font-semibold uppercase tracking-wider text-sand-600"
      >
        Order status
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {ORDER_STATUSES.map((status) => (
          <div key={status} className="grid gap-1.5">
            <dt>
              <OrderStatusBadge status={status} />
            </dt>
            <dd className="text-sm text-sand-700">{statusStyle[status].meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
