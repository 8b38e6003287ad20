import { Link } from 'react-router';
import { EyeOff } from 'lucide-react';
import type { PartnerReview } from '@restora/shared/contracts/reviews';
import { formatIsoDay } from '@restora/shared/domain/format';
import { REVIEW_TEXTS as T } from '@restora/shared/domain/review-replies';
import { ReviewStars } from '@/components/ui/review-stars';
import { paths } from '@/config/paths';

/**
 * A review the operator hid, as its partner sees it (docs/decisions/review-moderation.md): marked "Hidden
 * by Restora" with a note of what that means, its old reply kept for the record, and nothing to reply with
 * (the server takes no reply to it).
 */
export function HiddenReviewItem({ review, hiddenAt }: { review: PartnerReview; hiddenAt: string }) {
  return (
    <li className="rounded-[var(--radius-card)] border border-dashed border-sand-300 bg-sand-50 p-5 wrap-anywhere">
      <article aria-label={`Review by ${review.guestName}, hidden by Restora`}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <ReviewStars rating={review.rating} />
          <p className="text-sm font-semibold text-ink">{review.guestName}</p>
          <p className="text-sm text-sand-600">
            <time dateTime={review.createdAt}>{formatIsoDay(review.createdAt)}</time>
          </p>
          <span className="inline-flex items-center gap-1 rounded-full bg-sand-200 px-2.5 py-0.5 text-xs font-semibold text-sand-800">
            <EyeOff className="size-3.5" aria-hidden />
            {T.hiddenBadge}
          </span>
        </div>
        <p className="mt-1 text-sm text-sand-600">
          {review.property.name} ·{' '}
          <Link
            to={paths.property.to(review.room.id)}
            className="font-medium text-primary-700 underline-offset-4 hover:underline"
          >
            {review.room.title}
          </Link>
        </p>
        <p className="mt-3 leading-relaxed whitespace-pre-line text-sand-700">
          {review.comment ?? <span className="italic">{T.noComment}</span>}
        </p>
        {review.reply ? (
          <div className="mt-4 ml-4 border-l-2 border-sand-200 pl-4">
            <p className="text-sm font-semibold text-sand-700">{T.hiddenReply}</p>
            <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-sand-700">
              {review.reply.text}
            </p>
          </div>
        ) : null}
        <p className="mt-4 text-sm text-sand-800">{T.hiddenNote(formatIsoDay(hiddenAt))}</p>
      </article>
    </li>
  );
}
