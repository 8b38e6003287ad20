import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@restora/shared/contracts/auth';
import { api, unwrap } from '../../../lib/api-client';

export function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<SessionUser> {
  return unwrap(api.GET('/api/profile', { signal }));
}

export function getProfileQueryOptions() {
  return queryOptions({ queryKey: ['profile'], queryFn: ({ signal }) => getProfile({ signal }) });
}

export function useProfile({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getProfileQueryOptions(), enabled });
}
