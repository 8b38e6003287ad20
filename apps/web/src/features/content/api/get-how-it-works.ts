import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HowItWorks } from '@restora/shared/contracts/content';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getHowItWorks({ signal }: { signal?: AbortSignal } = {}): Promise<HowItWorks> {
  return unwrap(api.GET('/api/how-it-works', { signal }));
}

export function getHowItWorksQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.content.howItWorks(),
    queryFn: ({ signal }) => getHowItWorks({ signal }),
    staleTime: 10 * 60_000,
  });
}

export function useHowItWorks() {
  return useQuery(getHowItWorksQueryOptions());
}
