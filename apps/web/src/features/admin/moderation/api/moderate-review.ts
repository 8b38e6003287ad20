import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationResult } from '@restora/shared/contracts/admin-moderation';
import { api, unwrap } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { moderationKeys } from './moderation-query-keys';

export function moderateReview(id: number, verb: 'hide' | 'keep'): Promise<ModerationResult> {
  return verb === 'hide'
    ? unwrap(api.POST('/api/admin/reviews/{id}/hide', { params: { path: { id } } }))
    : unwrap(api.POST('/api/admin/reviews/{id}/keep', { params: { path: { id } } }));
}

/** Hide or keep a reported review; the queue and (for a hidden one) the stays' pages refresh. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verb }: { id: number; verb: 'hide' | 'keep' }) => moderateReview(id, verb),
    onSuccess: (_, { verb }) => {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.reported.all() });
      if (verb === 'hide') void queryClient.invalidateQueries({ queryKey: queryKeys.stays.all() });
    },
  });
}
