import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerRetreat } from '@restora/shared/contracts/partner-retreats';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

export function getPartnerRetreat(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return unwrap(
    api.GET('/api/partner/retreats/{id}', { params: { path: { id } }, signal }),
  ) as Promise<PartnerRetreat>;
}

export function getPartnerRetreatQueryOptions(id: number) {
  return queryOptions({
    queryKey: partnerKeys.retreat(id),
    queryFn: ({ signal }) => getPartnerRetreat(id, { signal }),
    // A 403 or 404 is an answer, not a failure to retry.
    retry: false,
  });
}

export function usePartnerRetreat(id: number, enabled: boolean) {
  return useQuery({ ...getPartnerRetreatQueryOptions(id), enabled });
}
