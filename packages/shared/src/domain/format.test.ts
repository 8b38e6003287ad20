import { describe, expect, it } from 'vitest';
import { formatDate, formatDollars, formatDollarsWithCents, formatIsoDay, formatLocalDate } from './format';

describe('formatDollars', () => {
  it('shows cents only when there are some', () => {
    expect(formatDollars(75)).toBe('$75');
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(29.5)).toBe('$29.50');
    expect(formatDollars(19.99)).toBe('$19.99');
    expect(formatDollars(1250)).toBe('$1,250');
    expect(formatDollars(1_234_567.8)).toBe('$1,234,567.80');
  });
});

describe('formatDollarsWithCents', () => {
  it('always shows cents, so a free shipping line reads $0.00', () => {
    expect(formatDollarsWithCents(0)).toBe('$0.00');
    expect(formatDollarsWithCents(5)).toBe('$5.00');
    expect(formatDollarsWithCents(45.5)).toBe('$45.50');
    expect(formatDollarsWithCents(1299.99)).toBe('$1,299.99');
    expect(formatDollarsWithCents(-12.5)).toBe('-$12.50');
  });

  it('writes what Intl’s en-US currency format wrote before it (without loading Intl)', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
    });
    for (const dollars of [0, 0.01, 0.1, 1, 9.99, 19.995, 100, 1000, 1234.5, 99_999.99, 1_000_000, -3.2]) {
      expect(formatDollarsWithCents(dollars)).toBe(intl.format(Math.round(dollars * 100) / 100));
    }
  });
});

describe('formatIsoDay', () => {
  it('reads a day or a timestamp’s day as a calendar day, in the style asked for', () => {
    expect(formatIsoDay('2027-01-20')).toBe('Jan 20, 2027');
    expect(formatIsoDay('2027-01-20T23:30:00.000Z')).toBe('Jan 20, 2027');
    expect(formatIsoDay('2026-12-01', 'weekdayMonthDay')).toBe('Tue, Dec 1');
    expect(formatIsoDay('2026-12-01', 'weekday')).toBe('Tue, Dec 1, 2026');
    expect(formatIsoDay('2026-12-01', 'long')).toBe('Tuesday, December 1, 2026');
  });

  it('returns text that is not a day as it is', () => {
    expect(formatIsoDay('2026-02-30')).toBe('2026-02-30');
    expect(formatIsoDay('soon')).toBe('soon');
  });
});

describe('formatDate and formatLocalDate', () => {
  it('format a moment in the reader’s time zone', () => {
    const moment = new Date(2027, 0, 20, 15, 45);
    expect(formatDate(moment, 'monthDay')).toBe('Jan 20');
    expect(formatLocalDate(moment.toISOString())).toBe('Jan 20, 2027');
  });
});
