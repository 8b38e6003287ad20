import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrdersPage } from '@restora/shared/contracts/admin-bookings';
import { api, unwrap } from '../../../../lib/api-client';
import { orderKeys, type AdminOrdersParams } from './keys';

export function listAdminOrders(
  query: AdminOrdersParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminOrdersPage> {
  return unwrap(api.GET('/api/admin/orders', { params: { query }, signal }));
}

export const getAdminOrdersQueryOptions = (query: AdminOrdersParams) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => listAdminOrders(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminOrders = (query: AdminOrdersParams) => useQuery(getAdminOrdersQueryOptions(query));
