import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerHome } from '@restora/shared/contracts/partners';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

export function getPartnerHome({ signal }: { signal?: AbortSignal } = {}): Promise<PartnerHome> {
  return unwrap(api.GET('/api/partner/me', { signal }));
}

export function getPartnerHomeQueryOptions() {
  return queryOptions({
    queryKey: partnerKeys.home(),
    queryFn: ({ signal }) => getPartnerHome({ signal }),
    // A 403 (not a partner) is an answer, not a failure to retry.
    retry: false,
  });
}

export function usePartnerHome(enabled: boolean) {
  return useQuery({ ...getPartnerHomeQueryOptions(), enabled });
}
