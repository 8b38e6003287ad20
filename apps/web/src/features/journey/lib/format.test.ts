import { describe, expect, it } from 'vitest';
import { formatItemCount, formatItemPrice, formatPlanDates } from './format';

describe('formatPlanDates', () => {
  it('shows both ends, one end, or that there are none', () => {
    expect(formatPlanDates('2026-06-01', '2026-06-05')).toBe('Jun 1, 2026 – Jun 5, 2026');
    expect(formatPlanDates('2026-12-30', null)).toBe('From Dec 30, 2026');
    expect(formatPlanDates(null, '2027-01-02')).toBe('Until Jan 2, 2027');
    expect(formatPlanDates(null, null)).toBe('No dates yet');
  });
});

describe('formatItemCount and formatItemPrice', () => {
  it('says item or items, and the unit each kind is priced by (prices in cents)', () => {
    expect(formatItemCount(0)).toBe('0 items');
    expect(formatItemCount(1)).toBe('1 item');
    expect(formatItemCount(2)).toBe('2 items');
    expect(formatItemPrice('stay', 12_000)).toBe('$120.00 / night');
    expect(formatItemPrice('service', 4550)).toBe('$45.50 / session');
    expect(formatItemPrice('product', 129_999)).toBe('$1,299.99');
  });
});
