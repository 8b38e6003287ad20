import type { ReviewReply as Reply } from '@restora/shared/contracts/reviews';
import { formatIsoDay } from '@restora/shared/domain/format';
import { REVIEW_TEXTS } from '@restora/shared/domain/review-replies';

/**
 * The property's public reply under a review: plain text (React escapes it; never HTML), dated by the day
 * it was written in UTC, so the server's HTML and the browser's agree (docs/decisions/review-replies.md).
 */
export function ReviewReply({ reply, propertyName }: { reply: Reply; propertyName: string }) {
  return (
    <div className="mt-3 ml-4 border-l-2 border-sand-200 pl-4 sm:ml-6">
      <p className="text-sm font-semibold text-sand-800">
        {REVIEW_TEXTS.responseFrom(propertyName)}
        <span className="font-normal text-sand-600">
          {' · '}
          <time dateTime={reply.repliedAt}>{formatIsoDay(reply.repliedAt)}</time>
        </span>
      </p>
      <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-sand-700">{reply.text}</p>
    </div>
  );
}
