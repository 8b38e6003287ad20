import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBookingsPage } from '@restora/shared/contracts/admin-bookings';
import { api, unwrap } from '../../../../lib/api-client';
import { bookingKeys, type AdminBookingsParams } from './keys';

export function listAdminBookings(
  query: AdminBookingsParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminBookingsPage> {
  return unwrap(api.GET('/api/admin/bookings', { params: { query }, signal }));
}

export const getAdminBookingsQueryOptions = (query: AdminBookingsParams) =>
  queryOptions({
    queryKey: bookingKeys.list(query),
    queryFn: ({ signal }) => listAdminBookings(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminBookings = (query: AdminBookingsParams) => useQuery(getAdminBookingsQueryOptions(query));
