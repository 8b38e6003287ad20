import { describe, expect, it } from 'vitest';
import { addDaysIso, daysBetween, parseIsoDay, toIsoDay } from './dates';

// Years 0 to 99 are years, not 1900 to 1999 (what the Date constructor and Date.UTC make of them).
describe('calendar days of the first centuries', () => {
  it('parses, prints and counts them as written', () => {
    expect(parseIsoDay('0050-06-01')?.getFullYear()).toBe(50);
    expect(toIsoDay(parseIsoDay('0001-01-01')!)).toBe('0001-01-01');
    expect(addDaysIso('0099-12-31', 1)).toBe('0100-01-01');
    expect(daysBetween('0099-12-31', '0100-01-01')).toBe(1);
    expect(daysBetween('0001-01-01', '2001-01-01')).toBe(730_485);
  });

  it('still refuses a day that does not exist', () => {
    expect(parseIsoDay('0099-02-29')).toBeNull();
    expect(parseIsoDay('2026-02-30')).toBeNull();
  });
});
