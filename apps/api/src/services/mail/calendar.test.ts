import { describe, expect, it } from 'vitest';
import { events } from '../../test/mail-kit';
import { bookingCalendar } from './calendar';
import type { BookingDetails } from './mail-details';

// The calendar file's days for any date a booking could carry, the ends of the calendar included: the
// booking window keeps such dates out of bookings, but the file must never say 'undefined' for one.

const site = { publicUrl: 'https://restora.example' };

function stay(checkIn: string, checkOut: string): BookingDetails {
  return {
    id: 7,
    kind: 'stay',
    status: 'confirmed',
    title: 'Garden Room',
    place: null,
    checkIn,
    checkOut,
    guests: 2,
    durationMinutes: null,
    lines: [],
    totalCents: 10_000,
    guestName: 'Maya',
    refundedCents: 0,
    cancellationReason: null,
  };
}

/** Each event's [DTSTART, DTEND, DURATION]. */
function daysOf(checkIn: string, checkOut: string) {
  const file = bookingCalendar([stay(checkIn, checkOut)], site);
  expect(file!.content).not.toContain('undefined');
  return events(file!.content).map((e) => [
    e.get('DTSTART;VALUE=DATE'),
    e.get('DTEND;VALUE=DATE'),
    e.get('DURATION'),
  ]);
}

describe('bookingCalendar', () => {
  it('ends each all-day event the next morning, across a month, a leap day and a year', () => {
    expect(daysOf('2027-01-31', '2028-02-28')).toEqual([
      ['20270131', '20270201', undefined],
      ['20280228', '20280229', undefined],
    ]);
    expect(daysOf('2028-02-29', '2028-12-31')).toEqual([
      ['20280229', '20280301', undefined],
      ['20281231', '20290101', undefined],
    ]);
  });

  it('writes the last day there is without an end (one day long), not a day after it that iCalendar cannot hold', () => {
    expect(daysOf('9999-12-30', '9999-12-31')).toEqual([
      ['99991230', '99991231', undefined],
      ['99991231', undefined, undefined],
    ]);
  });

  it('writes four digits of year for the first years (0001 to 0999)', () => {
    expect(daysOf('0001-01-01', '0099-12-31')).toEqual([
      ['00010101', '00010102', undefined],
      ['00991231', '01000101', undefined],
    ]);
  });
});
