import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@restora/shared/contracts/shop';
import { api } from '../../../lib/api-client';
import { getOrderQueryOptions } from './get-order';
import { getOrdersQueryOptions } from './get-orders';

export function cancelOrder(id: number) {
  return api<Order>(`/orders/${id}/cancel`, { method: 'POST' });
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
