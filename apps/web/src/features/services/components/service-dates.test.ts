import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  dateErrorsFromFields,
  defaultServiceDate,
  formatServiceDate,
  todayIso,
  validateServiceDate,
} from './service-dates';

const today = '2026-03-10';

describe('defaultServiceDate', () => {
  const stay = (checkIn: string | undefined, listingId = '4') => ({ listingId, type: 'property', checkIn });

  it("uses the linked stay's check-in when it is in the future", () => {
    expect(defaultServiceDate(stay('2026-04-01'), 4, today)).toBe('2026-04-01');
    expect(defaultServiceDate(stay('2026-03-11'), undefined, today)).toBe('2026-03-11');
  });

  it('falls back to tomorrow without a selection, check-in or linked stay', () => {
    expect(defaultServiceDate(null, undefined, today)).toBe('2026-03-11');
    expect(defaultServiceDate(stay(undefined), 4, today)).toBe('2026-03-11');
    expect(defaultServiceDate({ listingId: '2', type: 'service' }, undefined, today)).toBe('2026-03-11');
  });

  it('falls back to tomorrow when the check-in is today or past', () => {
    expect(defaultServiceDate(stay(today), 4, today)).toBe('2026-03-11');
    expect(defaultServiceDate(stay('2026-01-01'), 4, today)).toBe('2026-03-11');
  });

  it('falls back to tomorrow when the selection is for another room, or its date is unusable', () => {
    expect(defaultServiceDate(stay('2026-04-01', '9'), 4, today)).toBe('2026-03-11');
    expect(defaultServiceDate(stay('2026-02-30'), 4, today)).toBe('2026-03-11');
    expect(defaultServiceDate(stay('soon'), 4, today)).toBe('2026-03-11');
    expect(defaultServiceDate(stay('2028-01-01'), 4, today)).toBe('2026-03-11');
  });

  it('crosses month and year ends', () => {
    expect(defaultServiceDate(null, undefined, '2026-12-31')).toBe('2027-01-01');
    expect(defaultServiceDate(null, undefined, '2028-02-28')).toBe('2028-02-29');
  });
});

describe('validateServiceDate', () => {
  it('accepts today, the last day of the window and anything between', () => {
    expect(validateServiceDate(today, today)).toBeUndefined();
    expect(validateServiceDate('2026-06-01', today)).toBeUndefined();
    expect(validateServiceDate(addDaysIso(today, 365), today)).toBeUndefined();
  });

  it('refuses an empty or malformed date, a past date and one beyond a year', () => {
    expect(validateServiceDate('', today)).toBe('Choose a date');
    expect(validateServiceDate('2026-13-01', today)).toBe('Choose a date');
    expect(validateServiceDate('2026-03-09', today)).toBe('The date cannot be in the past');
    expect(validateServiceDate(addDaysIso(today, 366), today)).toBe('Choose a date within the next year');
  });
});

describe('dateErrorsFromFields', () => {
  it('maps item positions back to service ids and ignores other fields', () => {
    expect(
      dateErrorsFromFields(
        {
          'items.1.date': 'The date cannot be in the past',
          'card.cvv': 'CVV must be 3 digits',
          'items.7.date': 'x',
        },
        [5, 9],
      ),
    ).toEqual({ 9: 'The date cannot be in the past' });
    expect(dateErrorsFromFields(undefined, [5])).toEqual({});
  });
});

describe('dates', () => {
  it('formats today locally and a date for reading', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(formatServiceDate('2026-12-02')).toBe('Wed, Dec 2, 2026');
  });
});
