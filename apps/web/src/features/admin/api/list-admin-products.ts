import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@restora/shared/contracts/shop';
import { api, unwrap } from '../../../lib/api-client';
import { adminKeys } from './admin-query-keys';

export type AdminProduct = Product & { stock: number };
export type AdminProducts = { items: AdminProduct[]; total: number; page: number; pageCount: number };

export function listAdminProducts(
  page: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminProducts> {
  return unwrap(api.GET('/api/admin/products', { params: { query: { page } }, signal }));
}

export function getAdminProductsQueryOptions(page: number) {
  return queryOptions({
    queryKey: adminKeys.products.page(page),
    queryFn: ({ signal }) => listAdminProducts(page, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminProducts(page: number, enabled: boolean) {
  return useQuery({ ...getAdminProductsQueryOptions(page), enabled });
}
