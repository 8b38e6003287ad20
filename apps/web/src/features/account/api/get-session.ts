import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@restora/shared/contracts/auth';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<SessionResponse> {
  return unwrap(api.GET('/api/auth/session', { signal }));
}

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.session(),
    queryFn: ({ signal }) => getSession({ signal }),
    staleTime: 60_000,
    // A failed session check must not sign the user out in the UI: keep the last answer and retry.
    retry: 2,
  });
}

/** The signed-in user (null when signed out); every screen reads auth state through this. */
export function useSession() {
  const query = useQuery(getSessionQueryOptions());
  return { user: query.data?.user ?? null, isLoading: query.isPending, query };
}
