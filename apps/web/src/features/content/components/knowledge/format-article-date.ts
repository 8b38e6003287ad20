import { formatIsoDay } from '@/lib/format';

/**
 * '2026-10-06' (or a timestamp starting with it) -> 'Oct 6, 2026' ('MMM d, yyyy', docs/decisions/content.md).
 */
export const formatArticleDate = (date: string) => formatIsoDay(date, 'medium');
