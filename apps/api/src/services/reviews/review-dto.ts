import type { StayReview } from '@restora/shared/contracts/reviews';
import { reviewerName } from '@restora/shared/domain/review-replies';
import { user } from '../../db/schema/auth';
import { reviews } from '../../db/schema/reviews';

// A review as the public sees it (docs/decisions/review-replies.md): the guest signed 'Aiko T.', never their
// e-mail, id or whole name; the partner's reply as plain text, never who wrote it.

/** Select these with `.innerJoin(user, eq(user.id, reviews.userId))`. */
export const publicReviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  guestName: user.name,
  createdAt: reviews.createdAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
};

type PublicReviewRow = {
  id: number;
  rating: number;
  comment: string | null;
  guestName: string;
  createdAt: Date;
  reply: string | null;
  repliedAt: Date | null;
};

export function toStayReview(row: PublicReviewRow): StayReview {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    guestName: reviewerName(row.guestName),
    createdAt: row.createdAt.toISOString(),
    reply:
      row.reply === null || row.repliedAt === null
        ? null
        : { text: row.reply, repliedAt: row.repliedAt.toISOString() },
  };
}
