import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@restora/shared/contracts/shop';
import { api, unwrap } from '@/lib/api-client';
import { orMissing } from '@/lib/missing-record';
import { queryKeys } from '@/lib/query-keys';

export function getProduct(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Product> {
  return unwrap(api.GET('/api/products/{id}', { params: { path: { id: Number(id) } }, signal }));
}

export function getProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.products.detail(id),
    // null when the API does not know the product (docs/decisions/missing-records.md).
    queryFn: ({ signal }) => orMissing(getProduct(id, { signal })),
  });
}

export function useProduct(id: string) {
  return useQuery(getProductQueryOptions(id));
}
