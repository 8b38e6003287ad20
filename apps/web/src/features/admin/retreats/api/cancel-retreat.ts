import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCancelledRetreat } from '@restora/shared/contracts/admin-retreats';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/query-keys';

export function cancelRetreat(id: number, reason: string): Promise<AdminCancelledRetreat> {
  return unwrap(api.POST('/api/admin/retreats/{id}/cancel', { params: { path: { id } }, body: { reason } }));
}

/** Cancels a retreat; its places are cancelled and refunded in full by the job runner shortly after. */
export function useCancelRetreat(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelRetreat(id, reason),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.retreats.all() }),
  });
}
