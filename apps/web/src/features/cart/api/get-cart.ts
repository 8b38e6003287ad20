import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@restora/shared/contracts/shop';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getCart({ signal }: { signal?: AbortSignal } = {}): Promise<Cart> {
  return unwrap(api.GET('/api/cart', { signal }));
}

/** The cart's key is shared: the shop's add-to-cart writes its answer there, so the header badge follows. */
export function getCartQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.cart(),
    queryFn: ({ signal }) => getCart({ signal }),
    // A screen that opens the cart (checkout after sign-in) must see the merged cart, not a cached one.
    staleTime: 0,
  });
}

export function useCart({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCartQueryOptions(), enabled });
}
