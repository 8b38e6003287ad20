import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@restora/shared/contracts/admin-users';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/query-keys';

export function getUser(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<AdminUserDetail> {
  return unwrap(api.GET('/api/admin/users/{id}', { params: { path: { id } }, signal }));
}

export function getUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.users.detail(id),
    queryFn: ({ signal }) => getUser(id, { signal }),
  });
}

export function useUser(id: string) {
  return useQuery(getUserQueryOptions(id));
}
