import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductListQuery, AdminProductPage } from '@restora/shared/contracts/shop';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '../api/query-keys';

export type AdminProduct = AdminProductPage['items'][number];
export type AdminProductsQuery = Partial<AdminProductListQuery>;

export function listAdminProducts(
  query: AdminProductsQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminProductPage> {
  return unwrap(api.GET('/api/admin/products', { params: { query }, signal }));
}

export function getAdminProductsQueryOptions(query: AdminProductsQuery) {
  return queryOptions({
    queryKey: adminKeys.products.list(query),
    queryFn: ({ signal }) => listAdminProducts(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminProducts(query: AdminProductsQuery) {
  return useQuery(getAdminProductsQueryOptions(query));
}
