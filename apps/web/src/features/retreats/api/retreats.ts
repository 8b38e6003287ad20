import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BookRetreatInput,
  JoinWaitlistInput,
  PayBalanceInput,
  RetreatBooking,
  RetreatDetail,
  RetreatList,
  UpdateRetreatCardInput,
  WaitlistEntry,
} from '@restora/shared/contracts/retreats';
import { api, unwrap } from '@/lib/api-client';

/**
 * The retreats' query keys: only the retreats' own screens read or refresh them, so they stay out of the
 * entry's shared factory (lib/query-keys.ts; docs/decisions/bundle-budget.md).
 */
export const retreatKeys = {
  all: () => ['retreats'] as const,
  search: (query: string) => ['retreats', 'search', query] as const,
  one: (id: number) => ['retreats', 'one', id] as const,
  places: () => ['retreats', 'places'] as const,
  waitlist: () => ['retreats', 'waitlist'] as const,
};

// The retreats API for guests (docs/decisions/retreats.md).

/** Upcoming retreats for a query string as the page's address carries it (month, country, length, ...). */
export function getRetreatsQueryOptions(search: string) {
  const query = Object.fromEntries(new URLSearchParams(search));
  return queryOptions({
    queryKey: retreatKeys.search(search),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/retreats', { params: { query }, signal })) as Promise<RetreatList>,
    placeholderData: keepPreviousData,
  });
}

export const useRetreats = (search: string) => useQuery(getRetreatsQueryOptions(search));

export function getRetreatQueryOptions(id: number) {
  return queryOptions({
    queryKey: retreatKeys.one(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/retreats/{id}', { params: { path: { id } }, signal })) as Promise<RetreatDetail>,
    retry: false,
  });
}

export const useRetreat = (id: number) => useQuery(getRetreatQueryOptions(id));

export function useRetreatPlaces(enabled: boolean) {
  return useQuery({
    queryKey: retreatKeys.places(),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/retreat-bookings', { signal })).then((r) => r.items as RetreatBooking[]),
    enabled,
  });
}

export function useWaitlistEntries(enabled: boolean) {
  return useQuery({
    queryKey: retreatKeys.waitlist(),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/retreat-waitlist', { signal })).then((r) => r.items as WaitlistEntry[]),
    enabled,
  });
}

/** After any write: the retreat's spots, the lists and the guest's places all change. */
function useRefreshRetreats() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: retreatKeys.all() });
}

export function useBookRetreat(retreatId: number) {
  const refresh = useRefreshRetreats();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: BookRetreatInput; idempotencyKey: string }) =>
      unwrap(
        api.POST('/api/retreats/{id}/bookings', {
          params: { path: { id: retreatId }, header: { 'idempotency-key': idempotencyKey } },
          body: input,
        }),
      ) as Promise<RetreatBooking>,
    onSettled: refresh,
  });
}

export function useJoinWaitlist(retreatId: number) {
  const refresh = useRefreshRetreats();
  return useMutation({
    mutationFn: (input: JoinWaitlistInput) =>
      unwrap(api.POST('/api/retreats/{id}/waitlist', { params: { path: { id: retreatId } }, body: input })),
    onSettled: refresh,
  });
}

export function useLeaveWaitlist() {
  const refresh = useRefreshRetreats();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/api/retreat-waitlist/{id}', { params: { path: { id } } })),
    onSettled: refresh,
  });
}

export function usePayBalance() {
  const refresh = useRefreshRetreats();
  return useMutation({
    mutationFn: ({
      id,
      input,
      idempotencyKey,
    }: {
      id: number;
      input: PayBalanceInput;
      idempotencyKey: string;
    }) =>
      unwrap(
        api.POST('/api/retreat-bookings/{id}/balance', {
          params: { path: { id }, header: { 'idempotency-key': idempotencyKey } },
          body: input,
        }),
      ) as Promise<RetreatBooking>,
    onSettled: refresh,
  });
}

/** Replaces the card kept for the balance, charging nothing now (docs/decisions/retreats.md, "Updating the card"). */
export function useUpdateRetreatCard() {
  const refresh = useRefreshRetreats();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateRetreatCardInput }) =>
      unwrap(
        api.PUT('/api/retreat-bookings/{id}/card', { params: { path: { id } }, body: input }),
      ) as Promise<RetreatBooking>,
    onSettled: refresh,
  });
}

export function useCancelPlace() {
  const refresh = useRefreshRetreats();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(
        api.POST('/api/retreat-bookings/{id}/cancel', { params: { path: { id } } }),
      ) as Promise<RetreatBooking>,
    onSettled: refresh,
  });
}
