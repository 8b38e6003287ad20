import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { HiddenReview } from '@restora/shared/contracts/admin-moderation';
import { ReviewStars } from '@/components/ui/review-stars';
import { paths } from '@/config/paths';

/**
 * A review as the moderation tables show it: stars, guest, words and where it was written, with the
 * decision under it on a phone (rather than off the screen's edge).
 */
export function ReviewSummary({
  review,
  actions,
}: {
  review: Pick<HiddenReview, 'rating' | 'guestName' | 'comment' | 'room' | 'property'>;
  actions: ReactNode;
}) {
  return (
    <div className="grid max-w-md gap-1">
      <div className="flex items-center gap-2">
        <ReviewStars rating={review.rating} />
        <span className="font-semibold">{review.guestName}</span>
      </div>
      {review.comment ? <p className="whitespace-pre-line text-sand-800">{review.comment}</p> : null}
      <Link
        to={paths.property.to(review.room.id)}
        className="text-primary-700 underline-offset-4 hover:underline"
      >
        {review.room.title}, {review.property.name}
      </Link>
      <div className="mt-2 sm:hidden">{actions}</div>
    </div>
  );
}

/** The reasons readers gave, in the order they came. */
export function ReportReasons({ reasons, empty }: { reasons: string[]; empty?: string }) {
  if (reasons.length === 0) return empty ? <span className="text-sand-700">{empty}</span> : null;
  return (
    <ul className="grid list-disc gap-1 pl-4 text-sand-800">
      {reasons.map((reason, i) => (
        <li key={i}>{reason}</li>
      ))}
    </ul>
  );
}
