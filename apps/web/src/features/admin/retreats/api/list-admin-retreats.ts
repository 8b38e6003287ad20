import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRetreatsPage } from '@restora/shared/contracts/admin-retreats';
import { api, unwrap } from '@/lib/api-client';
import type { paths } from '@/lib/api-schema';
import { adminKeys } from '@/features/admin/api/query-keys';

/** The retreats list's query string as the API takes it. */
export type AdminRetreatsParams = NonNullable<paths['/api/admin/retreats']['get']['parameters']['query']>;

export function listAdminRetreats(
  query: AdminRetreatsParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminRetreatsPage> {
  return unwrap(api.GET('/api/admin/retreats', { params: { query }, signal }));
}

export const getAdminRetreatsQueryOptions = (query: AdminRetreatsParams) =>
  queryOptions({
    queryKey: adminKeys.retreats.list(query),
    queryFn: ({ signal }) => listAdminRetreats(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminRetreats = (query: AdminRetreatsParams) => useQuery(getAdminRetreatsQueryOptions(query));
