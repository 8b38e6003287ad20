import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@restora/shared/contracts/shop';
import { api, unwrap } from '../../../lib/api-client';

export function getOrder(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<Order> {
  return unwrap(api.GET('/api/orders/{id}', { params: { path: { id } }, signal }));
}

export function getOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['orders', 'detail', id] as const,
    queryFn: ({ signal }) => getOrder(id, { signal }),
  });
}

export function useOrder(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getOrderQueryOptions(id), enabled });
}
