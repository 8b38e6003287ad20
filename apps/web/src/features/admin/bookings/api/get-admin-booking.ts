import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBookingDetail } from '@restora/shared/contracts/admin-bookings';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/query-keys';

export function getAdminBooking(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminBookingDetail> {
  return unwrap(api.GET('/api/admin/bookings/{id}', { params: { path: { id } }, signal }));
}

export const getAdminBookingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.bookings.detail(id),
    queryFn: ({ signal }) => getAdminBooking(id, { signal }),
  });

export const useAdminBooking = (id: number) => useQuery(getAdminBookingQueryOptions(id));
