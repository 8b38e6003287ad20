import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@restora/shared/contracts/shop';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getProduct(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Product> {
  return unwrap(api.GET('/api/products/{id}', { params: { path: { id: Number(id) } }, signal }));
}

export function getProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.products.detail(id),
    queryFn: ({ signal }) => getProduct(id, { signal }),
  });
}

export function useProduct(id: string) {
  return useQuery(getProductQueryOptions(id));
}
