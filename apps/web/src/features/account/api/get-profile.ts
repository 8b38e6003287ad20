import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@restora/shared/contracts/auth';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<SessionUser> {
  return unwrap(api.GET('/api/profile', { signal }));
}

export function getProfileQueryOptions() {
  return queryOptions({ queryKey: queryKeys.profile(), queryFn: ({ signal }) => getProfile({ signal }) });
}

export function useProfile({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getProfileQueryOptions(), enabled });
}
