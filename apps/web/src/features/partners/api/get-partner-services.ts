import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerService } from '@restora/shared/contracts/partner-services';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

export function getPartnerServices({ signal }: { signal?: AbortSignal } = {}) {
  return unwrap(api.GET('/api/partner/services', { signal })) as Promise<{ items: PartnerService[] }>;
}

export function getPartnerServicesQueryOptions() {
  return queryOptions({
    queryKey: partnerKeys.services(),
    queryFn: ({ signal }) => getPartnerServices({ signal }),
    retry: false,
  });
}

export function usePartnerServices(enabled: boolean) {
  return useQuery({ ...getPartnerServicesQueryOptions(), enabled });
}
