import { describe, expect, it } from 'vitest';
import {
  bookingWindow,
  MAX_STAY_NIGHTS,
  pickerDays,
  serviceDateIssue,
  SERVICE_DATE_TEXTS,
  STAY_DATE_TEXTS,
  stayDateIssues,
  utcDay,
} from './booking-window';
import { calendarEnd, calendarMonths, isCalendarMonth, shiftMonth } from './room-calendar';
import { isRecordDay, recordLastDay } from './date-filters';

// 2026-11-27 23:30 UTC: late in the day, so a rule that read the local day instead would show.
const now = Date.parse('2026-11-27T23:30:00Z');
const window = bookingWindow(now);

describe('bookingWindow', () => {
  it('runs from yesterday (UTC) to the night 366 days ahead, check-out the morning after', () => {
    expect(window).toEqual({
      earliest: '2026-11-26',
      latestNight: '2027-11-28',
      latestCheckOut: '2027-11-29',
    });
    expect(utcDay(366, now)).toBe(window.latestNight);
  });
});

describe('stayDateIssues', () => {
  it('accepts the first and the last night of the window', () => {
    expect(stayDateIssues('2026-11-26', '2026-11-27', window)).toEqual({});
    expect(stayDateIssues('2027-11-28', '2027-11-29', window)).toEqual({});
  });

  it('refuses a check-in the day before the window, and a check-in or check-out a day past it', () => {
    expect(stayDateIssues('2026-11-25', '2026-11-27', window)).toEqual({
      checkIn: STAY_DATE_TEXTS.checkInPast,
    });
    expect(stayDateIssues('2027-11-29', '2027-11-30', window)).toEqual({
      checkIn: STAY_DATE_TEXTS.checkInTooFar,
      checkOut: STAY_DATE_TEXTS.checkOutTooFar,
    });
    expect(stayDateIssues('2027-11-27', '2027-11-30', window)).toEqual({
      checkOut: STAY_DATE_TEXTS.checkOutTooFar,
    });
  });

  it('accepts the longest stay and refuses one night more', () => {
    expect(stayDateIssues('2027-01-01', utcDay(MAX_STAY_NIGHTS, Date.parse('2027-01-01')), window)).toEqual(
      {},
    );
    expect(
      stayDateIssues('2027-01-01', utcDay(MAX_STAY_NIGHTS + 1, Date.parse('2027-01-01')), window),
    ).toEqual({ checkOut: STAY_DATE_TEXTS.tooLong });
  });

  it('refuses the ends of the calendar: years 0001, 0099 and 9999', () => {
    expect(stayDateIssues('0001-01-01', '0001-01-02', window).checkIn).toBe(STAY_DATE_TEXTS.checkInPast);
    expect(stayDateIssues('0099-12-30', '0099-12-31', window).checkIn).toBe(STAY_DATE_TEXTS.checkInPast);
    expect(stayDateIssues('9999-12-30', '9999-12-31', window)).toEqual({
      checkIn: STAY_DATE_TEXTS.checkInTooFar,
      checkOut: STAY_DATE_TEXTS.checkOutTooFar,
    });
  });
});

describe('serviceDateIssue', () => {
  it('accepts yesterday (UTC) to 366 days ahead, and nothing either side', () => {
    expect(serviceDateIssue('2026-11-26', window)).toBeUndefined();
    expect(serviceDateIssue('2027-11-28', window)).toBeUndefined();
    expect(serviceDateIssue('2026-11-25', window)).toBe(SERVICE_DATE_TEXTS.past);
    expect(serviceDateIssue('2027-11-29', window)).toBe(SERVICE_DATE_TEXTS.tooFar);
  });
});

describe('pickerDays', () => {
  it('offers a day less than the server takes, so a visitor a day ahead of UTC stays inside it', () => {
    const days = pickerDays('2026-11-28');
    expect(days).toEqual({ firstNight: '2026-11-28', lastNight: '2027-11-28', lastCheckOut: '2027-11-29' });
    expect(stayDateIssues(days.lastNight, days.lastCheckOut, window)).toEqual({});
  });
});

describe('the calendar months', () => {
  it('are this UTC month and 24 either side; its changes end by the first day after the last', () => {
    expect(calendarMonths(now)).toEqual({ first: '2024-11', last: '2028-11' });
    expect(isCalendarMonth('2024-11', now)).toBe(true);
    expect(isCalendarMonth('2024-10', now)).toBe(false);
    expect(isCalendarMonth('2028-11', now)).toBe(true);
    expect(isCalendarMonth('2028-12', now)).toBe(false);
    expect(calendarEnd(now)).toBe('2028-12-01');
  });

  it('shifts months of any year, four digits each', () => {
    expect(shiftMonth('0001-01', -1)).toBe('0000-12');
    expect(shiftMonth('0099-12', 1)).toBe('0100-01');
    expect(shiftMonth('2026-11', 14)).toBe('2028-01');
  });
});

describe('the record window', () => {
  it('runs from 2000-01-01 to ten years from today (UTC)', () => {
    expect(recordLastDay(now)).toBe('2036-11-27');
    expect(isRecordDay('2000-01-01', now)).toBe(true);
    expect(isRecordDay('1999-12-31', now)).toBe(false);
    expect(isRecordDay('2036-11-27', now)).toBe(true);
    expect(isRecordDay('2036-11-28', now)).toBe(false);
  });
});
