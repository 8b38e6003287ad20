import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilterOptions } from '@restora/shared/contracts/stays';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getFilterOptions({ signal }: { signal?: AbortSignal } = {}): Promise<FilterOptions> {
  return unwrap(api.GET('/api/stays/filter-options', { signal }));
}

export function getFilterOptionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.stays.filterOptions(),
    queryFn: ({ signal }) => getFilterOptions({ signal }),
    staleTime: 10 * 60_000,
  });
}

export function useFilterOptions() {
  return useQuery(getFilterOptionsQueryOptions());
}
