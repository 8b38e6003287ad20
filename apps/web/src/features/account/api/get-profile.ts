import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@restora/shared/contracts/auth';
import { api } from '../../../lib/api-client';

export function getProfile({ signal }: { signal?: AbortSignal } = {}) {
  return api<SessionUser>('/profile', { signal });
}

export function getProfileQueryOptions() {
  return queryOptions({ queryKey: ['profile'], queryFn: ({ signal }) => getProfile({ signal }) });
}

export function useProfile({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getProfileQueryOptions(), enabled });
}
