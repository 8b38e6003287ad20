import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@restora/shared/contracts/shop';
import { api } from '../../../lib/api-client';

export type ProductPatch = { status?: Product['status']; stock?: number };

export function updateProduct(id: number, patch: ProductPatch) {
  return api<Product>(`/admin/products/${id}`, { method: 'PATCH', body: patch });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: ProductPatch }) => updateProduct(id, patch),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
