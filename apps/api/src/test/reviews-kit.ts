import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import { reviews } from '../db/schema/reviews';
import { day, insertStay } from './fixtures';
import type { TestApp } from './test-app';

type ReviewValues = {
  roomId: number;
  guestName?: string;
  rating?: number;
  comment?: string | null;
  /** Days ago; the one-night stay ended the day before (distinct days never overlap). */
  daysAgo?: number;
};

/** An ended stay of a new guest at the room, and its review (docs/decisions/review-replies.md). */
export async function insertReview(
  db: Database,
  { roomId, guestName = 'Rae Reviewer', rating = 4, comment = 'Calm and clean.', daysAgo = 1 }: ReviewValues,
) {
  const userId = randomUUID();
  await db.insert(user).values({ id: userId, name: guestName, email: `${userId}@example.com` });
  const bookingId = await insertStay(db, {
    userId,
    roomId,
    checkIn: day(-daysAgo - 2),
    checkOut: day(-daysAgo - 1),
  });
  const [row] = await db
    .insert(reviews)
    .values({
      userId,
      bookingId,
      roomId,
      rating,
      comment,
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
    })
    .returning({ id: reviews.id });
  return row!.id;
}

/** For the authorization matrix: a review of a room of P's organisation. */
export async function partnerReviewFixtures(t: TestApp, roomId: number) {
  return {
    reviewId: await insertReview(t.db, { roomId, guestName: 'Matrix Guest', comment: 'Quiet nights.' }),
  };
}
