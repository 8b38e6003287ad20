import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationResult } from '@restora/shared/contracts/admin-moderation';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminKeys } from '@/features/admin/api/query-keys';

export type ModerationVerb = 'hide' | 'keep' | 'unhide';

export function moderateReview(id: number, verb: ModerationVerb): Promise<ModerationResult> {
  const options = { params: { path: { id } } };
  if (verb === 'hide') return unwrap(api.POST('/api/admin/reviews/{id}/hide', options));
  if (verb === 'unhide') return unwrap(api.POST('/api/admin/reviews/{id}/unhide', options));
  return unwrap(api.POST('/api/admin/reviews/{id}/keep', options));
}

/**
 * Hide, keep or show again a review; the queue and the hidden list refresh, and the stays' pages too when
 * the review's visibility changed.
 */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verb }: { id: number; verb: ModerationVerb }) => moderateReview(id, verb),
    onSuccess: (_, { verb }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.reported.all() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.hidden.all() });
      if (verb !== 'keep') void queryClient.invalidateQueries({ queryKey: queryKeys.stays.all() });
    },
  });
}
