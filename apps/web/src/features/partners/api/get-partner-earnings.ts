import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerEarnings } from '@restora/shared/contracts/partner-earnings';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

export function getPartnerEarnings(
  year: number,
  propertyId: number | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PartnerEarnings> {
  return unwrap(api.GET('/api/partner/earnings', { params: { query: { year, propertyId } }, signal }));
}

export function getPartnerEarningsQueryOptions(year: number, propertyId: number | undefined) {
  return queryOptions({
    queryKey: partnerKeys.earnings(year, propertyId ?? null),
    queryFn: ({ signal }) => getPartnerEarnings(year, propertyId, { signal }),
    // 403 and 404 are answers (not a partner, not your property), not failures to retry.
    retry: false,
  });
}

/** A year of the partner's earnings; the year on screen stays while the next one loads. */
export function usePartnerEarnings(year: number, propertyId: number | undefined, enabled: boolean) {
  return useQuery({
    ...getPartnerEarningsQueryOptions(year, propertyId),
    enabled,
    placeholderData: keepPreviousData,
  });
}
