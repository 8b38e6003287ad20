// Calendar days as 'YYYY-MM-DD' in the visitor's local time: the few date operations the site needs,
// without a date library in the page's bundle. Formatting them is format.ts's.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

// Built with setFullYear: the Date constructor and Date.UTC read years 0 to 99 as 1900 to 1999.
function localDate(y: number, monthIndex: number, d: number): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(y, monthIndex, d);
  return date;
}

/** The local date of a 'YYYY-MM-DD' day that exists, else null ('2026-02-30' is null). */
export function parseIsoDay(iso: string): Date | null {
  const match = ISO_DAY.exec(iso);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = localDate(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
}

export const toIsoDay = (date: Date) =>
  `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

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
  const utc = (d: Date) => {
    const day = new Date(0);
    day.setUTCFullYear(d.getFullYear(), d.getMonth(), d.getDate());
    return day.getTime();
  };
  return Math.round((utc(b) - utc(a)) / 86_400_000);
}
