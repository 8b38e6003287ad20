import { useId } from 'react';
import type { StayReview } from '@restora/shared/contracts/reviews';
import { formatIsoDay } from '@restora/shared/domain/format';
import { REVIEW_TEXTS } from '@restora/shared/domain/review-replies';
import { ReviewStars } from '@/components/ui/review-stars';
import { ReportReviewButton } from './report-review-button';
import { ReviewReply } from './review-reply';

type Props = {
  reviews: StayReview[];
  propertyName: string;
  /** Whether "Report" opens the report form or asks to sign in first. */
  signedIn?: boolean;
};

/** The room's latest reviews, newest first, each with the property's reply under it and a way to report it. */
export function RoomReviews({ reviews, propertyName, signedIn = false }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-semibold">
        {REVIEW_TEXTS.reviewsTitle}
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-3 text-sand-700">{REVIEW_TEXTS.noReviews}</p>
      ) : (
        <ul className="mt-4 grid gap-6">
          {reviews.map((review) => (
            <li key={review.id}>
              <article aria-label={`Review by ${review.guestName}`}>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <ReviewStars rating={review.rating} />
                  <p className="text-sm font-semibold text-ink">{review.guestName}</p>
                  <p className="text-sm text-sand-600">
                    <time dateTime={review.createdAt}>{formatIsoDay(review.createdAt)}</time>
                  </p>
                </div>
                {review.comment ? (
                  <p className="mt-2 leading-relaxed whitespace-pre-line text-sand-800">{review.comment}</p>
                ) : null}
                {review.reply ? <ReviewReply reply={review.reply} propertyName={propertyName} /> : null}
                <ReportReviewButton reviewId={review.id} guestName={review.guestName} signedIn={signedIn} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
