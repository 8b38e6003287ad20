import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StayQuote } from '@restora/shared/contracts/stays';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type QuoteRequest = { checkIn: string; checkOut: string; guests: number };

/** The server's price for a room, dates and guests: the same lines the payment summary shows. */
export function getStayQuote(
  id: string,
  q: QuoteRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<StayQuote> {
  const query = { checkIn: q.checkIn, checkOut: q.checkOut, guests: q.guests };
  return unwrap(api.GET('/api/stays/{id}/quote', { params: { path: { id: Number(id) }, query }, signal }));
}

export function getStayQuoteQueryOptions(id: string, q: QuoteRequest) {
  return queryOptions({
    queryKey: queryKeys.stays.quote(id, q.checkIn, q.checkOut, q.guests),
    queryFn: ({ signal }) => getStayQuote(id, q, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStayQuote(id: string, q: QuoteRequest | null) {
  return useQuery({
    ...getStayQuoteQueryOptions(id, q ?? { checkIn: '', checkOut: '', guests: 1 }),
    enabled: q !== null,
  });
}
