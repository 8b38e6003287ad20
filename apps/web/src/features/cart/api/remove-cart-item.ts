import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@restora/shared/contracts/shop';
import { api, unwrap } from '@/lib/api-client';
import { getCartQueryOptions } from './get-cart';

export function removeCartItem(productId: number): Promise<Cart> {
  return unwrap(api.DELETE('/api/cart/items/{productId}', { params: { path: { productId } } }));
}

/** Takes the line off the screen at once; a failure puts it back. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  const { queryKey } = getCartQueryOptions();
  return useMutation({
    mutationFn: removeCartItem,
    onMutate: async (productId) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) {
        const items = previous.items.filter((line) => line.product.id !== productId);
        queryClient.setQueryData(queryKey, {
          ...previous,
          items,
          count: items.reduce((sum, line) => sum + line.quantity, 0),
        });
      }
      return { previous };
    },
    onError: (_error, _productId, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (cart) => queryClient.setQueryData(queryKey, cart),
  });
}
