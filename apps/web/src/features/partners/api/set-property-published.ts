import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerPropertyDetail } from '@restora/shared/contracts/partner-listings';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { partnerKeys } from '@/lib/partner-query-keys';

export function setPropertyPublished(id: number, published: boolean) {
  return unwrap(
    api.PUT('/api/partner/properties/{id}/published', { params: { path: { id } }, body: { published } }),
  ) as Promise<PartnerPropertyDetail>;
}

export function useSetPropertyPublished(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (published: boolean) => setPropertyPublished(id, published),
    onSuccess: (saved) => {
      queryClient.setQueryData(partnerKeys.property(id), saved);
      void queryClient.invalidateQueries({ queryKey: partnerKeys.home() });
      // Search and stay pages this visitor may have open.
      void queryClient.invalidateQueries({ queryKey: queryKeys.stays.all() });
    },
  });
}
