// Calendar days as 'YYYY-MM-DD' in the visitor's local time: the few date operations the site needs,
// without a date library in the page's bundle. Formatting them is format.ts's.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** The local date of a 'YYYY-MM-DD' day that exists, else null ('2026-02-30' is null). */
export function parseIsoDay(iso: string): Date | null {
  const match = ISO_DAY.exec(iso);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
}

export const toIsoDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export function addDaysIso(iso: string, days: number): string {
  const date = parseIsoDay(iso);
  if (!date) return iso;
  date.setDate(date.getDate() + days);
  return toIsoDay(date);
}

/** Whole calendar days from one day to another (daylight-saving changes do not count). */
export function daysBetween(fromIso: string, toIso: string): number {
  const [a, b] = [parseIsoDay(fromIso), parseIsoDay(toIso)];
  if (!a || !b) return 0;
  const utc = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((utc(b) - utc(a)) / 86_400_000);
}
