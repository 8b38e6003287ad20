import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerRetreat, RetreatInput } from '@restora/shared/contracts/partner-retreats';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

export function createPartnerRetreat(body: RetreatInput) {
  return unwrap(api.POST('/api/partner/retreats', { body })) as Promise<PartnerRetreat>;
}

export function updatePartnerRetreat(id: number, body: RetreatInput) {
  return unwrap(
    api.PUT('/api/partner/retreats/{id}', { params: { path: { id } }, body }),
  ) as Promise<PartnerRetreat>;
}

/** Adds a retreat (no id) or saves one; the console's list refreshes. */
export function useSavePartnerRetreat(retreatId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RetreatInput) =>
      retreatId === undefined ? createPartnerRetreat(body) : updatePartnerRetreat(retreatId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(partnerKeys.retreat(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: partnerKeys.retreats(), exact: true });
    },
  });
}
