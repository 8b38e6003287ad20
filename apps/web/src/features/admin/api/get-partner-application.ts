import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPartnerApplication } from '@restora/shared/contracts/partners';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '../api/query-keys';

export function getPartnerApplication(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminPartnerApplication> {
  return unwrap(api.GET('/api/admin/partner-applications/{id}', { params: { path: { id } }, signal }));
}

export function getPartnerApplicationQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminKeys.partnerApplications.detail(id),
    queryFn: ({ signal }) => getPartnerApplication(id, { signal }),
  });
}

export function usePartnerApplication(id: number, enabled: boolean) {
  return useQuery({ ...getPartnerApplicationQueryOptions(id), enabled });
}
