import { formatDate, parseIsoDay } from '../../../../lib/dates';

/** '2026-10-06' (or a timestamp starting with it) -> 'Oct 6, 2026' (spec §9 'MMM d, yyyy'). */
export function formatArticleDate(date: string) {
  const day = parseIsoDay(date.slice(0, 10));
  return day ? formatDate(day, 'medium') : date;
}
