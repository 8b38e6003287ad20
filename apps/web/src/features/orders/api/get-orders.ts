import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@restora/shared/contracts/shop';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getOrders({ signal }: { signal?: AbortSignal } = {}): Promise<{ items: Order[] }> {
  return unwrap(api.GET('/api/orders', { signal }));
}

export function getOrdersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.orders.list(),
    queryFn: ({ signal }) => getOrders({ signal }),
  });
}

export function useOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getOrdersQueryOptions(), enabled });
}
