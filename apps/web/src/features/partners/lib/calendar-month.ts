import { addDaysIso, parseIsoDay } from '@/lib/dates';

// Months and weeks of the partner's room calendar, as 'YYYY-MM' and 'YYYY-MM-DD' strings (moving by a
// month is shiftMonth, in @restora/shared/domain/room-calendar).

/** The month a day is in: '2026-12-05' -> '2026-12'. */
export const monthOf = (iso: string) => iso.slice(0, 7);

export const isMonth = (value: string | null): value is string =>
  Boolean(value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value));

/** The month's days in weeks Monday to Sunday; null pads the first and last week. */
export function weeksOf<T extends { date: string }>(days: readonly T[]): (T | null)[][] {
  const first = days[0] ? parseIsoDay(days[0].date) : null;
  const lead = first ? (first.getDay() + 6) % 7 : 0;
  const cells: (T | null)[] = [...Array.from({ length: lead }, () => null), ...days];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** A selection of nights, first and last inclusive, in order. */
export type NightRange = { first: string; last: string };

export function orderedRange(a: string, b: string): NightRange {
  return a <= b ? { first: a, last: b } : { first: b, last: a };
}

/** The API's [from, to): `to` is the morning after the last night. */
export const toApiRange = ({ first, last }: NightRange) => ({ from: first, to: addDaysIso(last, 1) });

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2026-12' -> 'December 2026'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${monthNames[m - 1]} ${y}`;
}
