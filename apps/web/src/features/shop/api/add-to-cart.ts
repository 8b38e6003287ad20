import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToCartInput, Cart } from '@restora/shared/contracts/shop';
import { api } from '../../../lib/api-client';

/** The query key the cart feature reads; the answer of an add is the whole new cart. */
export const CART_QUERY_KEY = ['cart'] as const;

export function addToCart(input: AddToCartInput) {
  return api<Cart>('/cart/items', { method: 'POST', body: input });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (cart) => queryClient.setQueryData(CART_QUERY_KEY, cart),
  });
}
