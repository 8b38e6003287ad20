import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PasskeyList } from '@restora/shared/contracts/passkeys';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getPasskeys({ signal }: { signal?: AbortSignal } = {}): Promise<PasskeyList> {
  return unwrap(api.GET('/api/profile/passkeys', { signal }));
}

export function getPasskeysQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.passkeys(),
    queryFn: ({ signal }) => getPasskeys({ signal }),
  });
}

/** The account's passkeys, oldest first (docs/decisions/passkeys.md). */
export function usePasskeys() {
  return useQuery(getPasskeysQueryOptions());
}
