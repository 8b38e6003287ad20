import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookedRangesResponse } from '@restora/shared/contracts/stays';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Nights already booked for a room between two dates (check-out exclusive). */
export function getBookedRanges(
  id: string,
  from: string,
  to: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BookedRangesResponse> {
  return unwrap(
    api.GET('/api/stays/{id}/booked-dates', {
      params: { path: { id: Number(id) }, query: { from, to } },
      signal,
    }),
  );
}

export function getBookedRangesQueryOptions(id: string, from: string, to: string) {
  return queryOptions({
    queryKey: queryKeys.stays.bookedRanges(id, from, to),
    queryFn: ({ signal }) => getBookedRanges(id, from, to, { signal }),
  });
}

export function useBookedRanges(id: string, from: string, to: string) {
  return useQuery(getBookedRangesQueryOptions(id, from, to));
}
