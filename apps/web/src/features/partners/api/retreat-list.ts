import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerRetreat } from '@restora/shared/contracts/partner-retreats';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

export function getPartnerRetreats({ signal }: { signal?: AbortSignal } = {}) {
  return unwrap(api.GET('/api/partner/retreats', { signal })) as Promise<{ items: PartnerRetreat[] }>;
}

export function getPartnerRetreatsQueryOptions() {
  return queryOptions({
    queryKey: partnerKeys.retreats(),
    queryFn: ({ signal }) => getPartnerRetreats({ signal }),
    retry: false,
  });
}

export function usePartnerRetreats(enabled: boolean) {
  return useQuery({ ...getPartnerRetreatsQueryOptions(), enabled });
}
