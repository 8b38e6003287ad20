import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerPropertyDetail } from '@restora/shared/contracts/partner-listings';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

export function getPartnerProperty(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return unwrap(
    api.GET('/api/partner/properties/{id}', { params: { path: { id } }, signal }),
  ) as Promise<PartnerPropertyDetail>;
}

export function getPartnerPropertyQueryOptions(id: number) {
  return queryOptions({
    queryKey: partnerKeys.property(id),
    queryFn: ({ signal }) => getPartnerProperty(id, { signal }),
    // A 403 or 404 is an answer, not a failure to retry.
    retry: false,
  });
}

export function usePartnerProperty(id: number, enabled: boolean) {
  return useQuery({ ...getPartnerPropertyQueryOptions(id), enabled });
}
