import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToCartInput, Cart, Product } from '@restora/shared/contracts/shop';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What adding needs to know of a product: a marketplace product or a quiz suggestion both have it. */
export type CartProduct = Pick<Product, 'id' | 'name' | 'productType' | 'status'>;

export function addToCart(input: AddToCartInput): Promise<Cart> {
  return unwrap(api.POST('/api/cart/items', { body: input }));
}

type AddToCartOptions = {
  onAdded?: (product: CartProduct) => void;
  onFailed?: (product: CartProduct, error: Error) => void;
};

/**
 * The callbacks are the mutation's own, not mutate()'s: they run even when the button that fired the
 * add has gone from the screen by the time the answer comes.
 */
export function useAddToCart({ onAdded, onFailed }: AddToCartOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ product, quantity }: { product: CartProduct; quantity: number }) =>
      addToCart({ productId: product.id, quantity }),
    onSuccess: (cart, { product }) => {
      // The answer of an add is the whole new cart: the cart feature's query (and the header badge) has it.
      queryClient.setQueryData(queryKeys.cart(), cart);
      onAdded?.(product);
    },
    onError: (error, { product }) => onFailed?.(product, error),
  });
}
