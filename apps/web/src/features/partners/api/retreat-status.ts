import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerRetreat } from '@restora/shared/contracts/partner-retreats';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

export function setPartnerRetreatStatus(id: number, status: 'published' | 'draft') {
  return unwrap(
    api.POST('/api/partner/retreats/{id}/status', { params: { path: { id } }, body: { status } }),
  ) as Promise<PartnerRetreat>;
}

/** Publishes the retreat or takes it back to draft; the retreat and the list refresh. */
export function useSetRetreatStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: 'published' | 'draft') => setPartnerRetreatStatus(id, status),
    onSuccess: (saved) => {
      queryClient.setQueryData(partnerKeys.retreat(id), saved);
      void queryClient.invalidateQueries({ queryKey: partnerKeys.retreats(), exact: true });
    },
  });
}
