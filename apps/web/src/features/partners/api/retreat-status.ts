import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerRetreat } from '@restora/shared/contracts/retreats';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

export function setPartnerRetreatStatus(id: number, status: 'published' | 'draft') {
  return unwrap(
    api.POST('/api/partner/retreats/{id}/status', { params: { path: { id } }, body: { status } }),
  ) as Promise<PartnerRetreat>;
}

export function cancelPartnerRetreat(id: number, reason: string) {
  return unwrap(
    api.POST('/api/partner/retreats/{id}/cancel', { params: { path: { id } }, body: { reason } }),
  ) as Promise<PartnerRetreat>;
}

function useRetreatChange<A>(id: number, change: (arg: A) => Promise<PartnerRetreat>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (saved) => {
      queryClient.setQueryData(partnerKeys.retreat(id), saved);
      void queryClient.invalidateQueries({ queryKey: partnerKeys.retreats(), exact: true });
      void queryClient.invalidateQueries({ queryKey: partnerKeys.retreatParticipants(id) });
    },
  });
}

/** Publishes the retreat or takes it back to draft. */
export const useSetRetreatStatus = (id: number) =>
  useRetreatChange(id, (status: 'published' | 'draft') => setPartnerRetreatStatus(id, status));

/** Cancels the retreat: every place is refunded in full and mailed. */
export const useCancelRetreat = (id: number) =>
  useRetreatChange(id, (reason: string) => cancelPartnerRetreat(id, reason));
