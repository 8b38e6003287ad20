import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { PartnerReview } from '@restora/shared/contracts/reviews';
import { formatIsoDay } from '@restora/shared/domain/format';
import { REVIEW_TEXTS as T } from '@restora/shared/domain/review-replies';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-dialog';
import { ReviewStars } from '@/components/ui/review-stars';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { useRemoveReviewReply, useReplyToReview } from '@/features/partners/api/reply-to-review';

// The reply form (react-hook-form) loads when a reply is written, not with the list: the page's first
// JavaScript stays within the 150 KB budget (docs/decisions/bundle-budget.md).
const ReviewReplyForm = lazy(() =>
  import('./review-reply-form').then((m) => ({ default: m.ReviewReplyForm })),
);
const loadingForm = (
  <p role="status" className="mt-4 text-sm text-sand-600">
    Loading…
  </p>
);

/** One review of the partner's rooms, with its reply and the buttons to write, edit or remove it. */
export function PartnerReviewItem({ review }: { review: PartnerReview }) {
  const [editing, setEditing] = useState(false);
  const save = useReplyToReview(review.id);
  const remove = useRemoveReviewReply(review.id);
  // Removing the public reply cannot be taken back, so it asks first (docs/decisions/admin-back-office.md).
  const onRemove = async () => {
    await remove.mutateAsync();
    toast({ title: T.replyRemoved });
  };

  return (
    <li className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 shadow-soft wrap-anywhere">
      <article aria-label={`Review by ${review.guestName}`}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <ReviewStars rating={review.rating} />
          <p className="text-sm font-semibold text-ink">{review.guestName}</p>
          <p className="text-sm text-sand-600">
            <time dateTime={review.createdAt}>{formatIsoDay(review.createdAt)}</time>
          </p>
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
        <p className="mt-3 leading-relaxed whitespace-pre-line text-sand-800">
          {review.comment ?? <span className="text-sand-600 italic">{T.noComment}</span>}
        </p>
        {review.reply && !editing ? (
          <div className="mt-4 ml-4 border-l-2 border-sand-200 pl-4">
            <p className="text-sm font-semibold text-sand-800">
              {T.yourReply}
              <span className="font-normal text-sand-600">
                {' · '}
                <time dateTime={review.reply.repliedAt}>{formatIsoDay(review.reply.repliedAt)}</time>
              </span>
            </p>
            <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-sand-700">
              {review.reply.text}
            </p>
          </div>
        ) : null}
        {editing ? (
          <Suspense fallback={loadingForm}>
            <ReviewReplyForm
              defaultText={review.reply?.text ?? ''}
              guestName={review.guestName}
              onSubmit={async (values) => {
                await save.mutateAsync(values);
                setEditing(false);
                toast({ title: T.replySaved });
              }}
              onCancel={() => setEditing(false)}
            />
          </Suspense>
        ) : (
          <div className="mt-4 flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              {review.reply ? T.editReply : T.reply}
              <span className="sr-only"> to {review.guestName}</span>
            </Button>
            {review.reply ? (
              <ConfirmButton
                size="sm"
                variant="ghost"
                disabled={remove.isPending}
                confirm={{
                  title: `Remove your reply to ${review.guestName}?`,
                  description: 'It leaves the stay page at once. You can write a new reply later.',
                  confirmLabel: 'Remove the reply',
                  pendingLabel: 'Removing…',
                  destructive: true,
                  onConfirm: onRemove,
                }}
              >
                {T.removeReply}
                <span className="sr-only"> to {review.guestName}</span>
              </ConfirmButton>
            ) : null}
          </div>
        )}
      </article>
    </li>
  );
}
