import { z } from 'zod';

/**
 * The back office's tables (docs/decisions/admin-back-office.md): 50 rows a page, sorted and filtered by the
 * database on indexes. Each list names its sortable columns; `dir` is asc or desc.
 */
export const ADMIN_PAGE_SIZE = 50;

/** The paging and sorting part of a list's query string, for a list whose sortable columns are `sorts`. */
export function adminTableQuery<const S extends readonly [string, ...string[]]>(
  sorts: S,
  defaultSort: S[number],
) {
  return z.object({
    page: z.coerce.number().int('page: a whole number').min(1, 'page: 1 or more').max(100_000).default(1),
    sort: z.enum(sorts, { error: `sort: one of ${sorts.join(', ')}` }).default(defaultSort),
    dir: z.enum(['asc', 'desc'], { error: 'dir: asc or desc' }).default('desc'),
  });
}

/** One page of a list: its rows, how many rows match in all, and where this page is. */
export function adminPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
