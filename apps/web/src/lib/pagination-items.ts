export type PageItem = number | 'gap';

/**
 * The page numbers to show: always the first and last, the current one with a neighbour each side, and a
 * gap where pages are skipped (a gap never hides a single page: that page is shown instead).
 */
export function paginationItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 1) return pageCount === 1 ? [1] : [];
  const current = Math.min(Math.max(1, page), pageCount);
  const shown = new Set<number>([1, pageCount]);
  for (let p = current - siblings; p <= current + siblings; p++) if (p >= 1 && p <= pageCount) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const p of sorted) {
    const prev = items.at(-1);
    if (typeof prev === 'number' && p - prev === 2) items.push(prev + 1);
    else if (typeof prev === 'number' && p - prev > 2) items.push('gap');
    items.push(p);
  }
  return items;
}
