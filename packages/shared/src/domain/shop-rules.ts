/**
 * Shop rules (docs/decisions/prices-and-quotes.md, docs/decisions/stock-and-pre-orders.md,
 * docs/decisions/cart-and-checkout.md).
 */

export const TAX_RATE_PERCENT = 8;
export const SHIPPING_CENTS = 0;
export const DELIVERY_DAYS = 7;

export type ProductStatus = 'in_stock' | 'limited_stock' | 'out_of_stock' | 'coming_soon';
export type ProductType = 'buy_now' | 'pre_order';
export type OrderStatus = 'processing' | 'shipped' | 'delivered' | 'pre_ordered' | 'cancelled';

/** out_of_stock and coming_soon cannot be bought. */
export function isPurchasable(status: ProductStatus): boolean {
  return status !== 'out_of_stock' && status !== 'coming_soon';
}

/** Subtotal, 8% tax rounded to the cent, shipping 0.00, total. Integer cents. */
export function cartTotals(lines: readonly { unitPriceCents: number; quantity: number }[]) {
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const taxCents = Math.round((subtotalCents * TAX_RATE_PERCENT) / 100);
  return {
    subtotalCents,
    taxCents,
    shippingCents: SHIPPING_CENTS,
    totalCents: subtotalCents + taxCents + SHIPPING_CENTS,
  };
}

/** An order with any buy_now item starts as processing; one with only pre-order items as pre_ordered. */
export function initialOrderStatus(types: readonly ProductType[]): OrderStatus {
  return types.some((t) => t === 'buy_now') ? 'processing' : 'pre_ordered';
}

/** Cancel is offered only from processing or pre_ordered. */
export function canCancelOrder(status: OrderStatus): boolean {
  return status === 'processing' || status === 'pre_ordered';
}

/** The quantity box: a non-number becomes 1; below 1 is ignored (null = keep the old value). */
export function parseQuantityInput(raw: string): number | null {
  const n = Number.parseInt(raw, 10);
  if (Number.isNaN(n)) return 1;
  if (n < 1) return null;
  return Math.min(n, 99);
}
