import { describe, expect, it } from 'vitest';
import { parseListingId, readServicePaymentState, selectionTotal } from './service-selection';

const yoga = { id: 2, title: 'Yoga Class', priceCents: 3000, category: 'Yoga', imageUrl: '/y.svg' };
const spa = { id: 3, title: 'Spa Treatment', priceCents: 12_000, category: 'Spa', imageUrl: '/s.svg' };

describe('readServicePaymentState', () => {
  it('reads the services, listing id and redirect path', () => {
    expect(
      readServicePaymentState({ services: [yoga, spa], listingId: 4, redirectTo: '/dashboard' }),
    ).toEqual({
      services: [yoga, spa],
      listingId: 4,
      redirectTo: '/dashboard',
    });
  });

  it('answers null when nothing, or no usable service, was passed', () => {
    expect(readServicePaymentState(null)).toBeNull();
    expect(readServicePaymentState(undefined)).toBeNull();
    expect(readServicePaymentState('services')).toBeNull();
    expect(readServicePaymentState({})).toBeNull();
    expect(readServicePaymentState({ services: [] })).toBeNull();
    expect(readServicePaymentState({ services: [{ id: 'x', title: 1 }] })).toBeNull();
  });

  it('drops malformed entries and repeats, and ignores a malformed listing id', () => {
    expect(
      readServicePaymentState({ services: [yoga, { id: 0 }, yoga, spa], listingId: -1, redirectTo: 5 }),
    ).toEqual({ services: [yoga, spa], listingId: undefined, redirectTo: undefined });
  });
});

describe('parseListingId', () => {
  it('accepts a positive whole number', () => {
    expect(parseListingId('1')).toBe(1);
    expect(parseListingId('42')).toBe(42);
  });

  it('refuses anything else', () => {
    for (const value of [null, undefined, '', '0', '-3', '1.5', 'abc', '01', '12345678901']) {
      expect(parseListingId(value)).toBeNull();
    }
  });
});

describe('selectionTotal', () => {
  it('adds the prices in cents, so no floating-point drift', () => {
    expect(selectionTotal([])).toBe(0);
    expect(selectionTotal([yoga])).toBe(3000);
    expect(selectionTotal([yoga, spa])).toBe(15_000);
    expect(selectionTotal([{ priceCents: 10 }, { priceCents: 20 }])).toBe(30);
  });
});
