import { BOOKING_DAYS_AHEAD, SERVICE_DATE_TEXTS } from '@restora/shared/domain/booking-window';
import { addDaysIso, parseIsoDay, toIsoDay } from '@/lib/dates';
import { formatIsoDay } from '@/lib/format';

export { addDaysIso };

/**
 * The server accepts dates up to BOOKING_DAYS_AHEAD days after today in UTC; the visitor's today may be a
 * day later, so the picker offers one day less (docs/decisions/bookings-and-availability.md, "Date windows").
 */
export const MAX_DAYS_AHEAD = BOOKING_DAYS_AHEAD - 1;

/** Today in the visitor's time zone, as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return toIsoDay(now);
}

function isIsoDate(value: string): boolean {
  return parseIsoDay(value) !== null;
}

type StaySelection = { listingId: string; type: string; checkIn?: string | undefined } | null;

/**
 * Each service's first date (docs/decisions/services.md): the linked stay's check-in when the saved booking
 * selection has one in the future (and, when the services go with a room, it is that room), else tomorrow.
 */
export function defaultServiceDate(
  selection: StaySelection,
  listingId: number | undefined,
  today: string,
): string {
  const checkIn = selection?.type === 'property' ? selection.checkIn : undefined;
  const sameStay = listingId === undefined || selection?.listingId === String(listingId);
  if (
    checkIn &&
    sameStay &&
    isIsoDate(checkIn) &&
    checkIn > today &&
    checkIn <= addDaysIso(today, MAX_DAYS_AHEAD)
  ) {
    return checkIn;
  }
  return addDaysIso(today, 1);
}

/** The message for a date the visitor cannot book, or undefined when it is fine. */
export function validateServiceDate(date: string, today: string): string | undefined {
  if (!isIsoDate(date)) return 'Choose a date';
  if (date < today) return SERVICE_DATE_TEXTS.past;
  if (date > addDaysIso(today, MAX_DAYS_AHEAD)) return SERVICE_DATE_TEXTS.tooFar;
  return undefined;
}

/** The server names a bad date by its position ('items.1.date'); this maps it back to the service. */
export function dateErrorsFromFields(
  fields: Record<string, string> | undefined,
  serviceIds: readonly number[],
): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const match = /^items\.(\d+)\.date$/.exec(key);
    const id = match ? serviceIds[Number(match[1])] : undefined;
    if (id !== undefined) errors[id] = message;
  }
  return errors;
}

/** 'Wed, Dec 2, 2026'. */
export function formatServiceDate(iso: string): string {
  return formatIsoDay(iso, 'weekday');
}
