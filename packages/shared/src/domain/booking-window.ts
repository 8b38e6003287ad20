import { nightsBetween } from './stay-quote';

// Which dates can be booked, and how long a stay may be: the one rule the quote, the payment of a stay or
// of wellness services, the search by dates and the date pickers apply (docs/decisions/
// bookings-and-availability.md, "Date windows"). Days are UTC, as YYYY-MM-DD strings (they compare
// correctly as text).

const DAY_MS = 86_400_000;

/** How far ahead a night (the last night of a stay, or a wellness service's date) may be booked. */
export const BOOKING_DAYS_AHEAD = 366;
/** The longest stay, in nights. */
export const MAX_STAY_NIGHTS = 60;

/** The UTC day `days` after the day of `now` (ms since 1970), as YYYY-MM-DD. */
export function utcDay(days = 0, now = Date.now()): string {
  return new Date(now + days * DAY_MS).toISOString().slice(0, 10);
}

export type BookingWindow = {
  /** The earliest check-in (or service date): yesterday in UTC, so that a traveller west of UTC can still book their today. */
  earliest: string;
  /** The latest night that can be booked: a stay's check-in, its last night, a service's date. */
  latestNight: string;
  /** The latest check-out: the morning after the latest night. */
  latestCheckOut: string;
};

export function bookingWindow(now = Date.now()): BookingWindow {
  return {
    earliest: utcDay(-1, now),
    latestNight: utcDay(BOOKING_DAYS_AHEAD, now),
    latestCheckOut: utcDay(BOOKING_DAYS_AHEAD + 1, now),
  };
}

/** The field messages of a refused stay; the same words from the quote, the payment and the search. */
export const STAY_DATE_TEXTS = {
  checkInPast: 'Check-in cannot be in the past',
  checkInTooFar: `Check-in can be at most ${BOOKING_DAYS_AHEAD} days ahead`,
  checkOutTooFar: `Check-out can be at most ${BOOKING_DAYS_AHEAD + 1} days ahead (the last night ${BOOKING_DAYS_AHEAD} days ahead)`,
  tooLong: `Stays are limited to ${MAX_STAY_NIGHTS} nights`,
} as const;

/** The field messages of a refused wellness service date (the site's service form says the same). */
export const SERVICE_DATE_TEXTS = {
  past: 'The date cannot be in the past',
  tooFar: 'Choose a date within the next year',
} as const;

/**
 * What is wrong with a stay's dates, as a message per field ({} when nothing): a check-in before the
 * window or after its last night, a check-out after the morning following that night, or more than
 * MAX_STAY_NIGHTS nights. The order of the two dates is the caller's to check.
 */
export function stayDateIssues(
  checkIn: string,
  checkOut: string,
  window: BookingWindow = bookingWindow(),
): { checkIn?: string; checkOut?: string } {
  const issues: { checkIn?: string; checkOut?: string } = {};
  if (checkIn < window.earliest) issues.checkIn = STAY_DATE_TEXTS.checkInPast;
  else if (checkIn > window.latestNight) issues.checkIn = STAY_DATE_TEXTS.checkInTooFar;
  if (checkOut > window.latestCheckOut) issues.checkOut = STAY_DATE_TEXTS.checkOutTooFar;
  else if (nightsBetween(checkIn, checkOut) > MAX_STAY_NIGHTS) issues.checkOut = STAY_DATE_TEXTS.tooLong;
  return issues;
}

/** What is wrong with a wellness service's date, or undefined when it can be booked. */
export function serviceDateIssue(date: string, window: BookingWindow = bookingWindow()): string | undefined {
  if (date < window.earliest) return SERVICE_DATE_TEXTS.past;
  if (date > window.latestNight) return SERVICE_DATE_TEXTS.tooFar;
  return undefined;
}

/**
 * The first and the last day the site's date pickers offer for a stay, from the visitor's own today. The
 * visitor's today is at most a day after UTC's, so the last night offered is one day short of the
 * server's (BOOKING_DAYS_AHEAD - 1 days after their today), and always inside the window.
 */
export function pickerDays(localToday: string): {
  firstNight: string;
  lastNight: string;
  lastCheckOut: string;
} {
  const at = Date.parse(`${localToday}T00:00:00Z`);
  return {
    firstNight: localToday,
    lastNight: utcDay(BOOKING_DAYS_AHEAD - 1, at),
    lastCheckOut: utcDay(BOOKING_DAYS_AHEAD, at),
  };
}
