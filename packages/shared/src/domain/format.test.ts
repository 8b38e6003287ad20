import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  centsToWholeDollars,
  dollarsToCents,
  formatDate,
  formatIsoDay,
  formatLocalDate,
  formatMoney,
  formatMoneyWithCents,
} from './format';

describe('formatMoney', () => {
  it('writes cents as dollars, with cents only when there are some', () => {
    expect(formatMoney(7500)).toBe('$75');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(2950)).toBe('$29.50');
    expect(formatMoney(1999)).toBe('$19.99');
    expect(formatMoney(125_000)).toBe('$1,250');
    expect(formatMoney(123_456_780)).toBe('$1,234,567.80');
  });
});

describe('formatMoneyWithCents', () => {
  it('always shows cents, so a free shipping line reads $0.00', () => {
    expect(formatMoneyWithCents(0)).toBe('$0.00');
    expect(formatMoneyWithCents(500)).toBe('$5.00');
    expect(formatMoneyWithCents(4550)).toBe('$45.50');
    expect(formatMoneyWithCents(129_999)).toBe('$1,299.99');
    expect(formatMoneyWithCents(-1250)).toBe('-$12.50');
  });

  it('writes what Intl’s en-US currency format wrote before it (without loading Intl)', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
    });
    for (const cents of [0, 1, 10, 100, 999, 2000, 10_000, 100_000, 123_450, 9_999_999, 100_000_000, -320]) {
      expect(formatMoneyWithCents(cents)).toBe(intl.format(cents / 100));
    }
  });
});

describe('dollarsToCents and centsToDollars', () => {
  it('read dollars as typed without floating-point drift, and write a form’s text back', () => {
    expect(dollarsToCents('120')).toBe(12_000);
    expect(dollarsToCents(' 120.5 ')).toBe(12_050);
    expect(dollarsToCents('0.07')).toBe(7);
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents('')).toBeNaN();
    expect(dollarsToCents('abc')).toBeNaN();
    expect(dollarsToCents(250)).toBe(25_000);
    expect(centsToDollars(12_000)).toBe('120');
    expect(centsToDollars(12_050)).toBe('120.50');
    expect(centsToDollars(7)).toBe('0.07');
    expect(centsToWholeDollars(49_950)).toBe(500);
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
