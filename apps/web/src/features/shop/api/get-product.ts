import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@restora/shared/contracts/shop';
import { api } from '../../../lib/api-client';

export function getProduct(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return api<Product>(`/products/${encodeURIComponent(id)}`, { signal });
}

export function getProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => getProduct(id, { signal }),
  });
}

export function useProduct(id: string) {
  return useQuery(getProductQueryOptions(id));
}
