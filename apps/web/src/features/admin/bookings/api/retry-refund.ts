import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRefund } from '@restora/shared/contracts/admin-bookings';
import { api, unwrap } from '@/lib/api-client';

export function retryRefund(id: number): Promise<AdminRefund> {
  return unwrap(api.POST('/api/admin/refunds/{id}/retry', { params: { path: { id } } }));
}

/** Retries a refund and reloads the booking's or order's detail it belongs to (`detailKey`). */
export function useRetryRefund(detailKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryRefund,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: detailKey }),
  });
}
