import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SecondFactorStatus } from '@restora/shared/contracts/second-factor';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getSecondFactorStatus({
  signal,
}: { signal?: AbortSignal } = {}): Promise<SecondFactorStatus> {
  return unwrap(api.GET('/api/profile/second-factor', { signal }));
}

export function getSecondFactorStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.secondFactor(),
    queryFn: ({ signal }) => getSecondFactorStatus({ signal }),
  });
}

/** The account's authenticator app and whether this session has passed it (docs/decisions/second-factors.md). */
export function useSecondFactorStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSecondFactorStatusQueryOptions(), enabled });
}
