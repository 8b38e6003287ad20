import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserRow } from '@restora/shared/contracts/admin-users';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/query-keys';

export type UsersQuery = {
  page: number;
  sort: 'created' | 'email';
  dir: 'asc' | 'desc';
  q?: string | undefined;
  role?: 'admin' | 'guest' | undefined;
};
export type UsersPage = { items: AdminUserRow[]; total: number; page: number; pageSize: number };

export function listUsers(query: UsersQuery, { signal }: { signal?: AbortSignal } = {}): Promise<UsersPage> {
  return unwrap(api.GET('/api/admin/users', { params: { query }, signal }));
}

export function getUsersQueryOptions(query: UsersQuery) {
  return queryOptions({
    queryKey: adminKeys.users.list(query),
    queryFn: ({ signal }) => listUsers(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UsersQuery) {
  return useQuery(getUsersQueryOptions(query));
}
