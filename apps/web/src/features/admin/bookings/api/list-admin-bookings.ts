import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBookingsPage } from '@restora/shared/contracts/admin-bookings';
import { api, unwrap } from '@/lib/api-client';
import type { paths } from '@/lib/api-schema';
import { adminKeys } from '@/features/admin/api/query-keys';

/** The list's query string as the API takes it (numbers as numbers). */
export type AdminBookingsParams = NonNullable<paths['/api/admin/bookings']['get']['parameters']['query']>;

export function listAdminBookings(
  query: AdminBookingsParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminBookingsPage> {
  return unwrap(api.GET('/api/admin/bookings', { params: { query }, signal }));
}

export const getAdminBookingsQueryOptions = (query: AdminBookingsParams) =>
  queryOptions({
    queryKey: adminKeys.bookings.list(query),
    queryFn: ({ signal }) => listAdminBookings(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminBookings = (query: AdminBookingsParams) => useQuery(getAdminBookingsQueryOptions(query));
