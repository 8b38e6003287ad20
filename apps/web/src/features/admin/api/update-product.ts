import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@restora/shared/contracts/shop';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminKeys } from '../api/query-keys';

export type ProductPatch = { status?: Product['status']; stock?: number };

export function updateProduct(id: number, patch: ProductPatch): Promise<Product> {
  return unwrap(api.PATCH('/api/admin/products/{id}', { params: { path: { id } }, body: patch }));
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: ProductPatch }) => updateProduct(id, patch),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.products.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all() });
    },
  });
}
