import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaticData } from '@restora/shared/contracts/content';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getStaticData({ signal }: { signal?: AbortSignal } = {}): Promise<StaticData> {
  return unwrap(api.GET('/api/static-data', { params: { query: { type: 'all' } }, signal }));
}

export function getStaticDataQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.content.staticData(),
    queryFn: ({ signal }) => getStaticData({ signal }),
    staleTime: 10 * 60_000,
    // Up to 3 retries, 1 second apart; the page then falls back to built-in content
    // (docs/decisions/content.md).
    retry: 3,
    retryDelay: 1000,
  });
}

export function useStaticData() {
  return useQuery(getStaticDataQueryOptions());
}
