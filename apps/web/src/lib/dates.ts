// Calendar days as 'YYYY-MM-DD' in the visitor's local time, formatted with Intl (en-US, as the spec's
// 'MMM d, yyyy'): the few date operations the site needs, without a date library in the page's bundle.

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

const formats = {
  /** 'Dec 1' */
  monthDay: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }),
  /** 'Dec 1, 2026' */
  medium: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  /** 'Tue, Dec 1, 2026' */
  weekday: new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }),
  /** 'Tuesday, December 1, 2026' */
  long: new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
};

export const formatDate = (date: Date, style: keyof typeof formats) => formats[style].format(date);

/** A 'YYYY-MM-DD' day in one of the styles; text that is not a day is returned as it is. */
export function formatIsoDay(iso: string, style: keyof typeof formats): string {
  const date = parseIsoDay(iso);
  return date ? formatDate(date, style) : iso;
}
