import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRetreatBookingsPage } from '@restora/shared/contracts/admin-retreats';
import { api, unwrap } from '@/lib/api-client';
import type { paths } from '@/lib/api-schema';
import { adminKeys } from '@/features/admin/api/query-keys';

/** The places list's query string as the API takes it: one retreat's, or the failed balances. */
export type AdminRetreatBookingsParams = NonNullable<
  paths['/api/admin/retreat-bookings']['get']['parameters']['query']
>;

export function listAdminRetreatBookings(
  query: AdminRetreatBookingsParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminRetreatBookingsPage> {
  return unwrap(api.GET('/api/admin/retreat-bookings', { params: { query }, signal }));
}

export const getAdminRetreatBookingsQueryOptions = (query: AdminRetreatBookingsParams) =>
  queryOptions({
    queryKey: adminKeys.retreats.places(query),
    queryFn: ({ signal }) => listAdminRetreatBookings(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminRetreatBookings = (query: AdminRetreatBookingsParams, enabled = true) =>
  useQuery({ ...getAdminRetreatBookingsQueryOptions(query), enabled });
