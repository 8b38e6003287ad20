import { addDaysIso, parseIsoDay, toIsoDay } from '../../../lib/dates';
import { formatIsoDay } from '../../../lib/format';

export { addDaysIso };

/** The server accepts dates up to 366 days ahead; the picker offers a year. */
export const MAX_DAYS_AHEAD = 365;

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
  if (date < today) return 'The date cannot be in the past';
  if (date > addDaysIso(today, MAX_DAYS_AHEAD)) return 'Choose a date within the next year';
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
