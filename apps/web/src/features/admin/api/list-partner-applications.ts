import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerApplicationList } from '@restora/shared/contracts/partners';
import type { PartnerApplicationStatus } from '@restora/shared/domain/partner-texts';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '../api/query-keys';

export type ApplicationFilter = PartnerApplicationStatus | 'all';

export function listPartnerApplications(
  status: ApplicationFilter,
  page: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PartnerApplicationList> {
  return unwrap(api.GET('/api/admin/partner-applications', { params: { query: { status, page } }, signal }));
}

export function getPartnerApplicationsQueryOptions(status: ApplicationFilter, page: number) {
  return queryOptions({
    queryKey: adminKeys.partnerApplications.list(status, page),
    queryFn: ({ signal }) => listPartnerApplications(status, page, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePartnerApplications(status: ApplicationFilter, page: number, enabled: boolean) {
  return useQuery({ ...getPartnerApplicationsQueryOptions(status, page), enabled });
}
