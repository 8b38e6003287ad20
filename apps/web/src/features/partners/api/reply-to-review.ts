import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerReview, ReplyInput } from '@restora/shared/contracts/reviews';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { partnerKeys } from '@/lib/partner-query-keys';

export function replyToReview(id: number, body: ReplyInput) {
  return unwrap(
    api.PUT('/api/partner/reviews/{id}/reply', { params: { path: { id } }, body }),
  ) as Promise<PartnerReview>;
}

export function removeReviewReply(id: number) {
  return unwrap(
    api.DELETE('/api/partner/reviews/{id}/reply', { params: { path: { id } } }),
  ) as Promise<PartnerReview>;
}

function useRefreshReviews() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: partnerKeys.reviews() });
    // The room's public page shows the reply.
    void queryClient.invalidateQueries({ queryKey: queryKeys.stays.rooms() });
  };
}

/** Writes (or replaces) the public reply to a review. */
export function useReplyToReview(id: number) {
  const refresh = useRefreshReviews();
  return useMutation({ mutationFn: (body: ReplyInput) => replyToReview(id, body), onSuccess: refresh });
}

export function useRemoveReviewReply(id: number) {
  const refresh = useRefreshReviews();
  return useMutation({ mutationFn: () => removeReviewReply(id), onSuccess: refresh });
}
