import { describe, expect, it } from 'vitest';
import { combinePriceBands, inPriceRange } from './price-bands';

const fits = (ids: Parameters<typeof combinePriceBands>[0], dollars: number) =>
  inPriceRange(Math.round(dollars * 100), combinePriceBands(ids));

describe('price bands', () => {
  it('Under $25 is strictly below 25', () => {
    expect(fits(['under-25'], 24.99)).toBe(true);
    expect(fits(['under-25'], 25)).toBe(false);
  });
  it('$25-$50 includes both ends', () => {
    expect(fits(['25-50'], 25)).toBe(true);
    expect(fits(['25-50'], 50)).toBe(true);
    expect(fits(['25-50'], 50.01)).toBe(false);
    expect(fits(['25-50'], 24.99)).toBe(false);
  });
  it('$50-$100 is over 50 up to 100', () => {
    expect(fits(['50-100'], 50)).toBe(false);
    expect(fits(['50-100'], 50.01)).toBe(true);
    expect(fits(['50-100'], 100)).toBe(true);
  });
  it('$100+ is over 100', () => {
    expect(fits(['100-plus'], 100)).toBe(false);
    expect(fits(['100-plus'], 100.01)).toBe(true);
    expect(fits(['100-plus'], 5000)).toBe(true);
  });
  it('several bands take the lowest minimum and the highest maximum', () => {
    expect(combinePriceBands(['25-50', '50-100'])).toEqual({
      min: { cents: 2500, inclusive: true },
      max: { cents: 10000, inclusive: true },
    });
    expect(fits(['under-25', '100-plus'], 60)).toBe(true);
    expect(fits(['25-50', '100-plus'], 10)).toBe(false);
  });
  it('no band means no limit', () => {
    expect(combinePriceBands([])).toEqual({ min: null, max: null });
    expect(fits([], 0)).toBe(true);
  });
});
