import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerRetreat } from '@restora/shared/contracts/partner-retreats';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

export function cancelPartnerRetreat(id: number, reason: string) {
  return unwrap(
    api.POST('/api/partner/retreats/{id}/cancel', { params: { path: { id } }, body: { reason } }),
  ) as Promise<PartnerRetreat>;
}

/** Cancels the retreat (every place refunded in full and mailed); the retreat, its participants and the list refresh. */
export function useCancelRetreat(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelPartnerRetreat(id, reason),
    onSuccess: (saved) => {
      queryClient.setQueryData(partnerKeys.retreat(id), saved);
      void queryClient.invalidateQueries({ queryKey: partnerKeys.retreats(), exact: true });
      void queryClient.invalidateQueries({ queryKey: partnerKeys.retreatParticipants(id) });
    },
  });
}
