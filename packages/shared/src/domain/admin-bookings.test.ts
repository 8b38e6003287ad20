import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
  refundAmountCents,
  nextOrderStatus,
  orderMoveRefused,
  refundAmount,
  refundTooLarge,
} from './admin-bookings';

describe('refundAmount', () => {
  it('defaults to all that is left', () => expect(refundAmount(undefined, 12_345)).toBe(12_345));
  it('takes any amount from one cent up to what is left', () => {
    expect(refundAmount(1, 12_345)).toBe(1);
    expect(refundAmount(12_345, 12_345)).toBe(12_345);
  });
  it('refuses more than is left, zero, and anything once nothing is left', () => {
    expect(refundAmount(12_346, 12_345)).toBeNull();
    expect(refundAmount(0, 12_345)).toBeNull();
    expect(refundAmount(undefined, 0)).toBeNull();
    expect(refundAmount(1, 0)).toBeNull();
  });
  it('says how much is left in dollars', () =>
    expect(refundTooLarge(12_345)).toBe('At most $123.45 is left to refund.'));
});

describe('order steps', () => {
  it('ships a processing order or a pre-order, then delivers it', () => {
    expect(nextOrderStatus('processing')).toBe('shipped');
    expect(nextOrderStatus('pre_ordered')).toBe('shipped');
    expect(nextOrderStatus('shipped')).toBe('delivered');
    expect(canMoveOrder('shipped', 'delivered')).toBe(true);
  });
  it('refuses skipping, going back and leaving a final status', () => {
    expect(canMoveOrder('processing', 'delivered')).toBe(false);
    expect(canMoveOrder('shipped', 'processing')).toBe(false);
    expect(nextOrderStatus('delivered')).toBeNull();
    expect(nextOrderStatus('cancelled')).toBeNull();
    expect(orderMoveRefused('processing', 'delivered')).toBe(
      'An order that is processing can only be marked shipped, not delivered.',
    );
    expect(orderMoveRefused('delivered', 'shipped')).toBe(
      'An order that is delivered cannot change status any more.',
    );
  });
});

describe('refundAmountCents', () => {
  it("reads the dialog's dollars as cents, empty as all that is left", () => {
    expect(refundAmountCents('12.5')).toBe(1250);
    expect(refundAmountCents(' 0.07 ')).toBe(7);
    expect(refundAmountCents('19.99')).toBe(1999);
    expect(refundAmountCents('')).toBeUndefined();
  });
});
