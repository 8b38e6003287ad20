import { describe, expect, it } from 'vitest';
import {
  canCancelOrder,
  cartTotals,
  initialOrderStatus,
  isPurchasable,
  parseQuantityInput,
} from './shop-rules';

describe('cartTotals', () => {
  it('adds 8% tax rounded to the cent and free shipping', () => {
    expect(
      cartTotals([
        { unitPriceCents: 1999, quantity: 3 },
        { unitPriceCents: 4950, quantity: 1 },
      ]),
    ).toEqual({
      subtotalCents: 10947,
      taxCents: 876,
      shippingCents: 0,
      totalCents: 11823,
    });
  });
  it('is all zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ subtotalCents: 0, taxCents: 0, shippingCents: 0, totalCents: 0 });
  });
});

describe('order rules', () => {
  it('starts as processing with any buy_now item, else pre_ordered', () => {
    expect(initialOrderStatus(['pre_order', 'buy_now'])).toBe('processing');
    expect(initialOrderStatus(['pre_order'])).toBe('pre_ordered');
  });
  it('allows cancelling only processing and pre_ordered orders', () => {
    expect(
      ['processing', 'pre_ordered', 'shipped', 'delivered', 'cancelled'].map((s) =>
        canCancelOrder(s as never),
      ),
    ).toEqual([true, true, false, false, false]);
  });
  it('blocks out_of_stock and coming_soon', () => {
    expect(
      ['in_stock', 'limited_stock', 'out_of_stock', 'coming_soon'].map((s) => isPurchasable(s as never)),
    ).toEqual([true, true, false, false]);
  });
});

describe('parseQuantityInput', () => {
  it('turns a non-number into 1, ignores values below 1, caps at 99', () => {
    expect(parseQuantityInput('abc')).toBe(1);
    expect(parseQuantityInput('')).toBe(1);
    expect(parseQuantityInput('0')).toBeNull();
    expect(parseQuantityInput('-3')).toBeNull();
    expect(parseQuantityInput('4')).toBe(4);
    expect(parseQuantityInput('500')).toBe(99);
  });
});
