import type { PartnerReview } from '@restora/shared/contracts/reviews';
import { HiddenReviewItem } from './hidden-review-item';
import { PartnerReviewItem } from './partner-review-item';

/** One page of reviews: one the operator hid is marked and offers no reply (docs/decisions/review-moderation.md). */
export function PartnerReviewList({ reviews }: { reviews: PartnerReview[] }) {
  return (
    <ul className="grid gap-4">
      {reviews.map((review) =>
        review.hiddenAt ? (
          <HiddenReviewItem key={review.id} review={review} hiddenAt={review.hiddenAt} />
        ) : (
          <PartnerReviewItem key={review.id} review={review} />
        ),
      )}
    </ul>
  );
}
