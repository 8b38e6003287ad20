import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerBookingsPage, PartnerBookingsQuery } from '@restora/shared/contracts/partner-bookings';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

export function getPartnerBookings(
  params: PartnerBookingsQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PartnerBookingsPage> {
  return unwrap(api.GET('/api/partner/bookings', { params: { query: params }, signal }));
}

export function getPartnerBookingsQueryOptions(params: PartnerBookingsQuery) {
  return queryOptions({
    queryKey: partnerKeys.bookings(params),
    queryFn: ({ signal }) => getPartnerBookings(params, { signal }),
    retry: false,
  });
}

/** One page of the partner's bookings; the previous page stays shown while the next loads. */
export function usePartnerBookings(params: PartnerBookingsQuery, enabled: boolean) {
  return useQuery({ ...getPartnerBookingsQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
