import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@restora/shared/contracts/admin-bookings';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/query-keys';

export function getAdminOrder(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminOrderDetail> {
  return unwrap(api.GET('/api/admin/orders/{id}', { params: { path: { id } }, signal }));
}

export const getAdminOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.orders.detail(id),
    queryFn: ({ signal }) => getAdminOrder(id, { signal }),
  });

export const useAdminOrder = (id: number) => useQuery(getAdminOrderQueryOptions(id));
