import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviewReports, reviews } from '../../db/schema/reviews';
import { AppError } from '../../errors';

export const REVIEW_NOT_FOUND = 'Review not found';

type Options = { db: Database; userId: string; reviewId: number; reason: string };

/**
 * A signed-in user reports a visible review, once (docs/decisions/review-moderation.md). A second report of
 * the same review by the same user changes nothing and answers with the first (`created: false`), even once
 * an administrator has closed it: their word on that review has been heard.
 */
export async function reportReview({ db, userId, reviewId, reason }: Options) {
  const [review] = await db
    .select({ id: reviews.id, userId: reviews.userId })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)));
  if (!review) throw new AppError('not_found', REVIEW_NOT_FOUND);
  if (review.userId === userId) throw new AppError('unprocessable', 'You cannot report your own review.');
  const [inserted] = await db
    .insert(reviewReports)
    .values({ reviewId, userId, reason })
    .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.userId] })
    .returning({ createdAt: reviewReports.createdAt });
  if (inserted) return { created: true, reviewId, reportedAt: inserted.createdAt.toISOString() };
  const [existing] = await db
    .select({ createdAt: reviewReports.createdAt })
    .from(reviewReports)
    .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.userId, userId)));
  return { created: false, reviewId, reportedAt: existing!.createdAt.toISOString() };
}
