import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrganisationDetail } from '@restora/shared/contracts/admin-moderation';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/query-keys';

export function getOrganisation(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminOrganisationDetail> {
  return unwrap(api.GET('/api/admin/organisations/{id}', { params: { path: { id } }, signal }));
}

export function getOrganisationQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminKeys.organisations.detail(id),
    queryFn: ({ signal }) => getOrganisation(id, { signal }),
  });
}

export function useOrganisation(id: number) {
  return useQuery(getOrganisationQueryOptions(id));
}
