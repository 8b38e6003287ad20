import { formatIsoDay } from '../../../../lib/format';

/** '2026-10-06' (or a timestamp starting with it) -> 'Oct 6, 2026' (spec §9 'MMM d, yyyy'). */
export const formatArticleDate = (date: string) => formatIsoDay(date, 'medium');
