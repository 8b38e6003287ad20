import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  bookingWindow,
  initialDates,
  initialGuests,
  isDaySelectable,
  isNightBooked,
  rangeHasBookedNight,
  todayIso,
} from './booked-nights';

const ranges = [
  { checkIn: '2030-06-10', checkOut: '2030-06-13' },
  { checkIn: '2030-06-20', checkOut: '2030-06-21' },
];

describe('date arithmetic', () => {
  it('adds days across a month and a year end', () => {
    expect(addDays('2030-01-31', 1)).toBe('2030-02-01');
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
  });

  it('adds months, clamping to the end of a shorter month', () => {
    expect(addMonths('2030-01-31', 1)).toBe('2030-02-28');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2030-05-15', 12)).toBe('2031-05-15');
  });

  it('asks for booked nights from today up to twelve months ahead', () => {
    expect(bookingWindow('2030-05-15')).toEqual({ from: '2030-05-15', to: '2031-05-15' });
  });

  it("gives today's date in the visitor's time zone", () => {
    expect(todayIso(new Date(2030, 0, 5, 23, 59))).toBe('2030-01-05');
  });
});

describe('booked nights', () => {
  it('counts a night as booked from check-in up to, not including, check-out', () => {
    expect(isNightBooked('2030-06-09', ranges)).toBe(false);
    expect(isNightBooked('2030-06-10', ranges)).toBe(true);
    expect(isNightBooked('2030-06-12', ranges)).toBe(true);
    expect(isNightBooked('2030-06-13', ranges)).toBe(false);
    expect(isNightBooked('2030-06-10', [])).toBe(false);
  });

  it('finds a booked night inside a chosen range', () => {
    expect(rangeHasBookedNight('2030-06-05', '2030-06-10', ranges)).toBe(false);
    expect(rangeHasBookedNight('2030-06-05', '2030-06-11', ranges)).toBe(true);
    expect(rangeHasBookedNight('2030-06-13', '2030-06-20', ranges)).toBe(false);
    expect(rangeHasBookedNight('2030-06-01', '2030-06-30', ranges)).toBe(true);
    expect(rangeHasBookedNight('2030-06-11', '2030-06-12', ranges)).toBe(true);
  });

  it('offers a booked day as a check-in only when its night is free', () => {
    const none = { from: null, to: null };
    expect(isDaySelectable('2030-06-10', none, ranges)).toBe(false);
    expect(isDaySelectable('2030-06-13', none, ranges)).toBe(true);
  });

  it('offers the day another booking starts as a check-out, but nothing beyond it', () => {
    const choosingCheckOut = { from: '2030-06-05', to: null };
    expect(isDaySelectable('2030-06-10', choosingCheckOut, ranges)).toBe(true);
    expect(isDaySelectable('2030-06-11', choosingCheckOut, ranges)).toBe(false);
    expect(isDaySelectable('2030-06-02', choosingCheckOut, ranges)).toBe(true);
  });
});

describe('initial booking panel values', () => {
  const today = '2030-05-15';

  it('takes well-formed future dates from the link', () => {
    expect(initialDates('2030-06-01', '2030-06-04', today)).toEqual({ from: '2030-06-01', to: '2030-06-04' });
    expect(initialDates(today, '2030-05-16', today)).toEqual({ from: today, to: '2030-05-16' });
  });

  it.each([
    [null, null],
    ['2030-06-01', null],
    ['2030-05-14', '2030-05-20'],
    ['2030-06-04', '2030-06-01'],
    ['2030-06-01', '2030-06-01'],
    ['June 1', '2030-06-04'],
  ])('leaves the dates empty for %j to %j', (from, to) => {
    expect(initialDates(from, to, today)).toEqual({ from: null, to: null });
  });

  it('defaults guests to 2 and clamps a linked number into 1..max', () => {
    expect(initialGuests(null, 4)).toBe(2);
    expect(initialGuests('3', 4)).toBe(3);
    expect(initialGuests('9', 4)).toBe(4);
    expect(initialGuests('0', 4)).toBe(1);
    expect(initialGuests('-3', 4)).toBe(1);
    expect(initialGuests('many', 4)).toBe(2);
    expect(initialGuests(null, 1)).toBe(1);
  });

  it('allows up to 5 guests when the room gives no maximum', () => {
    expect(initialGuests('8', null)).toBe(5);
    expect(initialGuests('8', 0)).toBe(5);
  });
});
