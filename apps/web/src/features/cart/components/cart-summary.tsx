import type { ReactNode } from 'react';
import type { Cart } from '@restora/shared/contracts/shop';
import { TAX_RATE_PERCENT } from '@restora/shared/domain/shop-rules';
import { formatMoneyWithCents } from '@/lib/format';

type CartSummaryProps = {
  cart: Cart;
  /** Shown under the totals (the checkout link, or the lines being paid for). */
  children?: ReactNode;
  /** The lines themselves, listed above the totals (checkout). */
  listItems?: boolean;
};

/** The server's totals: subtotal, shipping, 8% tax and total. */
export function CartSummary({ cart, children, listItems = false }: CartSummaryProps) {
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="grid gap-5 rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-soft"
    >
      <h2
        id="cart-summary-title"
        className="font-sans text-sm font-semibold uppercase tracking-wider text-sand-600"
      >
        Order Summary
      </h2>
      {listItems ? (
        <ul className="grid gap-3">
          {cart.items.map((line) => (
            <li key={line.product.id} className="flex items-center gap-3 text-sm">
              <img
                src={line.product.image}
                alt=""
                width={48}
                height={48}
                className="size-12 shrink-0 rounded-lg bg-sand-100 object-cover"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{line.product.name}</span>
                <span className="text-sand-600">
                  Qty {line.quantity}
                  {line.product.productType === 'pre_order' ? ' · Pre-order' : ''}
                </span>
              </span>
              <span className="font-medium tabular-nums">{formatMoneyWithCents(line.lineTotalCents)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="grid gap-2 border-t border-sand-200 pt-4 text-sm" data-testid="cart-totals">
        <div className="flex justify-between gap-4">
          <dt className="text-sand-700">
            Subtotal ({cart.count} {cart.count === 1 ? 'item' : 'items'})
          </dt>
          <dd className="font-medium tabular-nums" data-testid="cart-subtotal">
            {formatMoneyWithCents(cart.subtotalCents)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-sand-700">Shipping</dt>
          <dd className="font-medium tabular-nums">{formatMoneyWithCents(cart.shippingCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-sand-700">Tax ({TAX_RATE_PERCENT}%)</dt>
          <dd className="font-medium tabular-nums" data-testid="cart-tax">
            {formatMoneyWithCents(cart.taxCents)}
          </dd>
        </div>
        <div className="mt-2 flex justify-between gap-4 border-t border-sand-200 pt-3 text-base">
          <dt className="font-semibold">Total</dt>
          <dd className="font-semibold tabular-nums" data-testid="cart-total">
            {formatMoneyWithCents(cart.totalCents)}
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
