import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProductDetail, AdminProductInput } from '@restora/shared/contracts/shop';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminKeys } from '@/features/admin/api/query-keys';

// GET, POST, PATCH and DELETE of /api/admin/products[/{id}] for the product editor.

export function getAdminProduct(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminProductDetail> {
  return unwrap(api.GET('/api/admin/products/{id}', { params: { path: { id } }, signal }));
}

export function getAdminProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminKeys.products.detail(id),
    queryFn: ({ signal }) => getAdminProduct(id, { signal }),
  });
}

export function useAdminProduct(id: number) {
  return useQuery(getAdminProductQueryOptions(id));
}

function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.products.all() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.products.all() });
  };
}

export function useSaveProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: AdminProductInput }): Promise<AdminProductDetail> =>
      id === undefined
        ? unwrap(api.POST('/api/admin/products', { body: input as never }))
        : unwrap(api.PATCH('/api/admin/products/{id}', { params: { path: { id } }, body: input as never })),
    onSuccess: invalidate,
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: async (id: number) => {
      await unwrap(api.DELETE('/api/admin/products/{id}', { params: { path: { id } } }));
    },
    onSuccess: invalidate,
  });
}
