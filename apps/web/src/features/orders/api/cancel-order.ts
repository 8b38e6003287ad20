import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@restora/shared/contracts/shop';
import { api, unwrap } from '@/lib/api-client';
import { getOrderQueryOptions } from './get-order';
import { getOrdersQueryOptions } from './get-orders';

export function cancelOrder(id: number): Promise<Order> {
  return unwrap(api.POST('/api/orders/{id}/cancel', { params: { path: { id } } }));
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(getOrderQueryOptions(order.id).queryKey, order);
      queryClient.setQueryData(getOrdersQueryOptions().queryKey, (old) =>
        old ? { items: old.items.map((o) => (o.id === order.id ? order : o)) } : old,
      );
    },
  });
}
