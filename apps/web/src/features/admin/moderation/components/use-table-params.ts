import { useSearchParams } from 'react-router';

/** A table's page, sort and direction from the URL, each checked against what the list accepts. */
export function useTableParams<S extends string>(
  sorts: readonly S[],
  defaultSort: S,
  defaultDir: 'asc' | 'desc',
) {
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const rawSort = params.get('sort');
  const sort = sorts.find((s) => s === rawSort) ?? defaultSort;
  const rawDir = params.get('dir');
  const dir: 'asc' | 'desc' = rawDir === 'asc' || rawDir === 'desc' ? rawDir : defaultDir;
  return { params, page, sort, dir };
}
