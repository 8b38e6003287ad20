import { useMutation } from '@tanstack/react-query';
import type { ReviewReportBody } from '@restora/shared/contracts/admin-moderation';
import { api, unwrap } from '@/lib/api-client';

/** Reports a review to the operator (docs/decisions/review-moderation.md); a second report is answered as the first. */
export function reportReview(id: number, body: ReviewReportBody) {
  return unwrap(api.POST('/api/reviews/{id}/report', { params: { path: { id } }, body }));
}

export function useReportReview(id: number) {
  return useMutation({ mutationFn: (body: ReviewReportBody) => reportReview(id, body) });
}
