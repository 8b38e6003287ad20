import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaySearchResponse } from '@restora/shared/contracts/stays';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { serializeStaySearch, staySearchApiQuery, type StaySearchState } from '../lib/search-url';

export function searchStays(
  state: StaySearchState,
  { signal }: { signal?: AbortSignal } = {},
): Promise<StaySearchResponse> {
  return unwrap(api.GET('/api/stays', { params: { query: staySearchApiQuery(state) }, signal }));
}

export function getStaysQueryOptions(state: StaySearchState) {
  return queryOptions({
    queryKey: queryKeys.stays.search(serializeStaySearch(state).toString()),
    queryFn: ({ signal }) => searchStays(state, { signal }),
    // Keep the last page on screen while the next one loads (no flash of the loading text).
    placeholderData: keepPreviousData,
  });
}

export function useStays(state: StaySearchState) {
  return useQuery(getStaysQueryOptions(state));
}
