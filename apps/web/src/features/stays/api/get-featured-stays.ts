import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaySearchResponse } from '@restora/shared/contracts/stays';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The first 4 stays rated 4.5 or more (home page). */
export function getFeaturedStays({ signal }: { signal?: AbortSignal } = {}): Promise<StaySearchResponse> {
  return unwrap(api.GET('/api/stays/featured', { signal }));
}

export function getFeaturedStaysQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.stays.featured(),
    queryFn: ({ signal }) => getFeaturedStays({ signal }),
  });
}

export function useFeaturedStays() {
  return useQuery(getFeaturedStaysQueryOptions());
}
