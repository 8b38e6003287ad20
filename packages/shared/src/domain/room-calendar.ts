import { MAX_STAY_NIGHTS } from './booking-window';

// The rules of a room's calendar shared by the partner console and the API
// (docs/decisions/room-calendars.md).

/** A price override, in dollars a night. */
export const CALENDAR_MIN_PRICE = 1;
export const CALENDAR_MAX_PRICE = 10_000;
/** The longest range one change may cover (a year). */
export const CALENDAR_MAX_RANGE_NIGHTS = 366;
/** A minimum stay is at most the longest stay (docs/decisions/bookings-and-availability.md). */
export const CALENDAR_MAX_NIGHTS = MAX_STAY_NIGHTS;
/** The months a partner may look at and change: this one (UTC), and up to 24 before and after it. */
export const CALENDAR_MONTHS_AROUND = 24;

export const RANGE_ORDER_MESSAGE = 'The end must be after the start (to is the morning after the last night)';
export const RANGE_IN_PAST = 'These dates are in the past';
export const RANGE_TOO_LONG = `Change at most ${CALENDAR_MAX_RANGE_NIGHTS} nights at a time`;
export const RANGE_TOO_FAR = `Change nights at most ${CALENDAR_MONTHS_AROUND} months ahead`;
export const MONTH_OUT_OF_RANGE = `Choose a month at most ${CALENDAR_MONTHS_AROUND} months before or after this one`;
export const NIGHTS_TAKEN =
  'Some of these nights are already booked or blocked. Choose free nights (bookings cannot be blocked).';
export const CALENDAR_CHANGED_MEANWHILE = 'The calendar changed meanwhile. Please try again.';
export const NOT_YOUR_ROOM = 'Room not found';

const pad = (n: number) => String(n).padStart(2, '0');

/** The month `delta` months after a 'YYYY-MM' month (arithmetic on the numbers: any year). */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${pad((index % 12) + 1)}`;
}

/** The first and the last month of the calendar, as 'YYYY-MM', around the UTC month of `now`. */
export function calendarMonths(now = Date.now()): { first: string; last: string } {
  const current = new Date(now).toISOString().slice(0, 7);
  return {
    first: shiftMonth(current, -CALENDAR_MONTHS_AROUND),
    last: shiftMonth(current, CALENDAR_MONTHS_AROUND),
  };
}

/** Whether a 'YYYY-MM' month is one the calendar shows. */
export function isCalendarMonth(month: string, now = Date.now()): boolean {
  const { first, last } = calendarMonths(now);
  return month >= first && month <= last;
}

/** The morning after the calendar's last night: the latest `to` of a change. */
export function calendarEnd(now = Date.now()): string {
  return `${shiftMonth(calendarMonths(now).last, 1)}-01`;
}

/**
 * What an imported event collides with, as the calendar page, the mail and the back office name it: a
 * Restora booking, or the nights a retreat's program holds (docs/decisions/calendar-sync.md, "Conflicts
 * never cancel a Restora booking").
 */
export function conflictClaim(c: {
  bookingId: number | null;
  retreatId?: number | null;
  retreatTitle?: string | null;
}): string {
  if (c.bookingId !== null) return `booking #${c.bookingId}`;
  return c.retreatTitle ? `the retreat "${c.retreatTitle}"` : `retreat #${c.retreatId}`;
}
