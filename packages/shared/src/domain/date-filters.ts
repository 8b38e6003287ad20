// The window of every other date the API accepts (docs/decisions/bookings-and-availability.md, "Date
// windows"): the back office's and the partner's list filters (bookings, orders, the audit trail), a
// journey plan's dates and a product's release and shipping dates. None of them is a night to book, so
// the booking window does not fit; but no date before Restora's records or far in the future means
// anything, and such dates have made queries and answers without bounds.

/** The earliest day: before any record Restora keeps. */
export const RECORD_FIRST_DAY = '2000-01-01';
/** The latest day, in years from today (UTC). */
export const RECORD_YEARS_AHEAD = 10;

/** The last day accepted: the same day (UTC) RECORD_YEARS_AHEAD years from today. */
export function recordLastDay(now = Date.now()): string {
  const day = new Date(now);
  day.setUTCFullYear(day.getUTCFullYear() + RECORD_YEARS_AHEAD);
  return day.toISOString().slice(0, 10);
}

export const RECORD_DATE_MESSAGE = `Choose a date from ${RECORD_FIRST_DAY} to ${RECORD_YEARS_AHEAD} years from today`;

/** Whether a YYYY-MM-DD day is inside the window. */
export function isRecordDay(day: string, now = Date.now()): boolean {
  return day >= RECORD_FIRST_DAY && day <= recordLastDay(now);
}
