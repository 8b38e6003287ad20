import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { StayReview } from '@restora/shared/contracts/reviews';
import { STAY_PAGE_REVIEWS } from '@restora/shared/domain/review-replies';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { user } from '../../db/schema/auth';
import { reviews } from '../../db/schema/reviews';
import { publicReviewColumns, toStayReview } from './review-dto';

// The stay page's reviews; a reply announces 'stays', so the page's kept copy is forgotten at once
// (docs/decisions/review-replies.md, catalogue-answers.md).
const latestOfRoom = preparedPerDatabase((db) =>
  db
    .select(publicReviewColumns)
    .from(reviews)
    .innerJoin(user, eq(user.id, reviews.userId))
    // A hidden review is off the page (docs/decisions/review-moderation.md).
    .where(and(eq(reviews.roomId, sql.placeholder('roomId')), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(STAY_PAGE_REVIEWS)
    .prepare('room_latest_reviews'),
);

/** A room's latest reviews, newest first, each with its reply. */
export async function roomReviews(db: Database, roomId: number): Promise<StayReview[]> {
  return (await latestOfRoom(db).execute({ roomId })).map(toStayReview);
}
