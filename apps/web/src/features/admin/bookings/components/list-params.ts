import { useSearchParams } from 'react-router';

/**
 * A list's query from the URL (docs/decisions/admin-back-office.md): the named text filters as they are,
 * numbers and the page as numbers; empty values are left out so the API applies its defaults. What the
 * API refuses comes back as a 400 naming the filter.
 */
export function useListQuery<T>(textKeys: readonly string[], numberKeys: readonly string[]): T {
  const [params] = useSearchParams();
  const query: Record<string, string | number> = {};
  for (const key of textKeys) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  for (const key of ['page', ...numberKeys]) {
    const value = params.get(key)?.trim();
    if (value) query[key] = Number(value);
  }
  return query as T;
}
