import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerBookingRequests } from '@restora/shared/contracts/booking-requests';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

export function getBookingRequests({
  signal,
}: { signal?: AbortSignal } = {}): Promise<PartnerBookingRequests> {
  return unwrap(api.GET('/api/partner/booking-requests', { signal }));
}

export function getBookingRequestsQueryOptions() {
  return queryOptions({
    queryKey: partnerKeys.bookingRequests(),
    queryFn: ({ signal }) => getBookingRequests({ signal }),
    retry: false,
  });
}

/** The requests to book waiting for the partner's answer (docs/decisions/request-to-book.md). */
export function useBookingRequests(enabled = true) {
  return useQuery({ ...getBookingRequestsQueryOptions(), enabled });
}
