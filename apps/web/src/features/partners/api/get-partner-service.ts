import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerService } from '@restora/shared/contracts/partner-services';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

export function getPartnerService(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return unwrap(
    api.GET('/api/partner/services/{id}', { params: { path: { id } }, signal }),
  ) as Promise<PartnerService>;
}

export function getPartnerServiceQueryOptions(id: number) {
  return queryOptions({
    queryKey: partnerKeys.service(id),
    queryFn: ({ signal }) => getPartnerService(id, { signal }),
    retry: false,
  });
}

export function usePartnerService(id: number, enabled: boolean) {
  return useQuery({ ...getPartnerServiceQueryOptions(id), enabled });
}
