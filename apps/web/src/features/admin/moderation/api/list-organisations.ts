import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrganisationPage } from '@restora/shared/contracts/admin-moderation';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/query-keys';

export type OrganisationsQuery = { q: string; page: number; sort: 'name' | 'created'; dir: 'asc' | 'desc' };

export function listOrganisations(
  { q, page, sort, dir }: OrganisationsQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminOrganisationPage> {
  return unwrap(
    api.GET('/api/admin/organisations', {
      params: { query: { page, sort, dir, ...(q ? { q } : {}) } },
      signal,
    }),
  );
}

export function getOrganisationsQueryOptions(query: OrganisationsQuery) {
  return queryOptions({
    queryKey: adminKeys.organisations.list(query.q, query.page, query.sort, query.dir),
    queryFn: ({ signal }) => listOrganisations(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrganisations(query: OrganisationsQuery) {
  return useQuery(getOrganisationsQueryOptions(query));
}
