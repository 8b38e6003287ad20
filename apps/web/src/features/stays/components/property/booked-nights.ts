/** Availability and booking-panel rules on plain YYYY-MM-DD strings (they compare correctly as text). */

export type BookedRange = { checkIn: string; checkOut: string };
export type DateRangeValue = { from: string | null; to: string | null };

const pad = (n: number) => String(n).padStart(2, '0');
const toIso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const fromIso = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Today in the visitor's own time zone: the day their calendar shows. */
export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDays(iso: string, days: number): string {
  const d = fromIso(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return toIso(d);
}

/** The same day `months` later, clamped to the end of a shorter month (Jan 31 + 1 month = Feb 28). */
export function addMonths(iso: string, months: number): string {
  const d = fromIso(iso);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return toIso(d);
}

/** The window of booked nights the panel asks for: today up to twelve months ahead. */
export function bookingWindow(today: string) {
  return { from: today, to: addMonths(today, 12) };
}

/** A night is taken when some booking runs over it: checkIn <= night < checkOut. */
export function isNightBooked(night: string, ranges: readonly BookedRange[]): boolean {
  return ranges.some((r) => r.checkIn <= night && night < r.checkOut);
}

/** True when any night from check-in up to (not including) check-out is taken. */
export function rangeHasBookedNight(
  checkIn: string,
  checkOut: string,
  ranges: readonly BookedRange[],
): boolean {
  return ranges.some((r) => r.checkIn < checkOut && checkIn < r.checkOut);
}

/**
 * Whether the calendar offers a day. While a check-out is being chosen, a day is a valid check-out when
 * every night before it is free, even if its own night is taken (someone else may arrive that day).
 * Otherwise a day is offered as a check-in when its night is free.
 */
export function isDaySelectable(day: string, value: DateRangeValue, ranges: readonly BookedRange[]): boolean {
  if (value.from && !value.to && day > value.from) return !rangeHasBookedNight(value.from, day, ranges);
  return !isNightBooked(day, ranges);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Dates from a link (?dateFrom&dateTo): kept only when well formed, in order and not in the past. */
export function initialDates(dateFrom: string | null, dateTo: string | null, today: string): DateRangeValue {
  const ok =
    dateFrom !== null &&
    dateTo !== null &&
    DATE.test(dateFrom) &&
    DATE.test(dateTo) &&
    !Number.isNaN(Date.parse(dateFrom)) &&
    !Number.isNaN(Date.parse(dateTo)) &&
    dateFrom >= today &&
    dateTo > dateFrom;
  return ok ? { from: dateFrom, to: dateTo } : { from: null, to: null };
}

export const DEFAULT_MAX_GUESTS = 5;
export const DEFAULT_GUESTS = 2;

/** Guests 1..max (5 when the room does not say), default 2, or the link's number clamped into range. */
export function initialGuests(raw: string | null, maxGuests: number | null | undefined): number {
  const max = maxGuests && maxGuests > 0 ? maxGuests : DEFAULT_MAX_GUESTS;
  const n = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  const wanted = Number.isFinite(n) ? Math.round(n) : DEFAULT_GUESTS;
  return Math.min(max, Math.max(1, wanted));
}
