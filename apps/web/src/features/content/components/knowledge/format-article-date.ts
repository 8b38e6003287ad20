import { format } from 'date-fns';

/** '2026-10-06' -> 'Oct 6, 2026' (spec §9 'MMM d, yyyy'); noon avoids a time-zone day shift. */
export function formatArticleDate(date: string) {
  const parsed = new Date(`${date.slice(0, 10)}T12:00:00`);
  return Number.isNaN(parsed.getTime()) ? date : format(parsed, 'MMM d, yyyy');
}
