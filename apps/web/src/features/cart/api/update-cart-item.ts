import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@restora/shared/contracts/shop';
import { api, unwrap } from '@/lib/api-client';
import { getCartQueryOptions } from './get-cart';

type UpdateCartItemInput = { productId: number; quantity: number };

export function updateCartItem({ productId, quantity }: UpdateCartItemInput): Promise<Cart> {
  return unwrap(
    api.PATCH('/api/cart/items/{productId}', { params: { path: { productId } }, body: { quantity } }),
  );
}

/** Shows the new quantity at once; a failure puts back the cart as it was. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  const { queryKey } = getCartQueryOptions();
  return useMutation({
    mutationFn: updateCartItem,
    onMutate: async ({ productId, quantity }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) {
        const items = previous.items.map((line) =>
          line.product.id === productId
            ? { ...line, quantity, lineTotalCents: line.unitPriceCents * quantity }
            : line,
        );
        queryClient.setQueryData(queryKey, {
          ...previous,
          items,
          count: items.reduce((sum, line) => sum + line.quantity, 0),
        });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (cart) => queryClient.setQueryData(queryKey, cart),
  });
}
