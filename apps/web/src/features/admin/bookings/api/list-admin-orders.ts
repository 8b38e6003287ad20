import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrdersPage } from '@restora/shared/contracts/admin-bookings';
import { api, unwrap } from '@/lib/api-client';
import type { paths } from '@/lib/api-schema';
import { adminKeys } from '@/features/admin/api/query-keys';

/** The list's query string as the API takes it (numbers as numbers). */
export type AdminOrdersParams = NonNullable<paths['/api/admin/orders']['get']['parameters']['query']>;

export function listAdminOrders(
  query: AdminOrdersParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminOrdersPage> {
  return unwrap(api.GET('/api/admin/orders', { params: { query }, signal }));
}

export const getAdminOrdersQueryOptions = (query: AdminOrdersParams) =>
  queryOptions({
    queryKey: adminKeys.orders.list(query),
    queryFn: ({ signal }) => listAdminOrders(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminOrders = (query: AdminOrdersParams) => useQuery(getAdminOrdersQueryOptions(query));
