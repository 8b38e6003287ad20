import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardPayment } from '@restora/shared/contracts/payments';
import type { Order, ShippingAddressInput } from '@restora/shared/contracts/shop';
import { api, unwrap } from '@/lib/api-client';
import { getOrderQueryOptions } from './get-order';
import { getOrdersQueryOptions } from './get-orders';

export type CreateOrderInput = { shippingAddress: ShippingAddressInput; card: CardPayment };

export function createOrder({
  input,
  idempotencyKey,
}: {
  input: CreateOrderInput;
  idempotencyKey: string;
}): Promise<Order> {
  return unwrap(
    api.POST('/api/orders', { params: { header: { 'idempotency-key': idempotencyKey } }, body: input }),
  );
}

/** Places the order (the server empties the cart); the caller refreshes the cart through its own key. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(getOrderQueryOptions(order.id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: getOrdersQueryOptions().queryKey });
    },
  });
}
