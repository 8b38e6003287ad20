import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilterOptions } from '@restora/shared/contracts/stays';
import { api } from '../../../lib/api-client';

export function getFilterOptions({ signal }: { signal?: AbortSignal } = {}) {
  return api<FilterOptions>('/stays/filter-options', { signal });
}

export function getFilterOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['stays', 'filter-options'],
    queryFn: ({ signal }) => getFilterOptions({ signal }),
    staleTime: 10 * 60_000,
  });
}

export function useFilterOptions() {
  return useQuery(getFilterOptionsQueryOptions());
}
