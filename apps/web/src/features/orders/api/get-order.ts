import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@restora/shared/contracts/shop';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getOrder(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<Order> {
  return unwrap(api.GET('/api/orders/{id}', { params: { path: { id } }, signal }));
}

export function getOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: ({ signal }) => getOrder(id, { signal }),
  });
}

export function useOrder(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getOrderQueryOptions(id), enabled });
}
