import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResetLinkStatus } from '@restora/shared/contracts/account';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Whether a reset link can still be used; asking does not spend it (docs/decisions/account-recovery.md). */
export function checkResetLink(
  token: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ResetLinkStatus> {
  return unwrap(api.POST('/api/auth/reset-password/check', { body: { token }, signal }));
}

export function checkResetLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.resetLink(token),
    queryFn: ({ signal }) => checkResetLink(token, { signal }),
    // The page keeps its answer while open; a reset sets it (api/reset-password.ts).
    staleTime: Infinity,
  });
}

/** The reset page's check of its link, asked as the page opens (on the server for a first visit). */
export function useResetLinkStatus(token: string | null) {
  return useQuery({ ...checkResetLinkQueryOptions(token ?? ''), enabled: token !== null });
}
