import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@restora/shared/contracts/shop';
import { api, unwrap } from '../../../lib/api-client';

export function getCart({ signal }: { signal?: AbortSignal } = {}): Promise<Cart> {
  return unwrap(api.GET('/api/cart', { signal }));
}

/** ['cart'] is shared: the shop's add-to-cart writes its answer here, so the header badge follows. */
export function getCartQueryOptions() {
  return queryOptions({
    queryKey: ['cart'] as const,
    queryFn: ({ signal }) => getCart({ signal }),
    // A screen that opens the cart (checkout after sign-in) must see the merged cart, not a cached one.
    staleTime: 0,
  });
}

export function useCart({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCartQueryOptions(), enabled });
}
