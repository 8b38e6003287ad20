import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ModerationResult } from '@restora/shared/contracts/admin-moderation';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import type { Database } from '../../db/client';
import { reviewReports, reviews } from '../../db/schema/reviews';
import { stayRooms } from '../../db/schema/stays';
import { AppError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { REVIEW_NOT_FOUND } from './report-review';

type Options = { db: Database; events: DomainEvents; actor: AuditActor; id: number };

async function lockReview(tx: Database, id: number) {
  const [row] = await tx
    .select({ id: reviews.id, roomId: reviews.roomId, rating: reviews.rating, hiddenAt: reviews.hiddenAt })
    .from(reviews)
    .where(eq(reviews.id, id))
    .for('update');
  if (!row) throw new AppError('not_found', REVIEW_NOT_FOUND);
  return row;
}

async function closeReports(tx: Database, id: number, resolution: 'hidden' | 'kept', by: string) {
  const closed = await tx
    .update(reviewReports)
    .set({ resolvedAt: new Date(), resolution, resolvedBy: by })
    .where(and(eq(reviewReports.reviewId, id), isNull(reviewReports.resolvedAt)))
    .returning({ id: reviewReports.id });
  return closed.length;
}

async function roomFigures(tx: Database, roomId: number) {
  const [room] = await tx
    .select({ id: stayRooms.id, rating: stayRooms.rating, reviewCount: stayRooms.reviewCount })
    .from(stayRooms)
    .where(eq(stayRooms.id, roomId));
  return room!;
}

/**
 * Hides a review (docs/decisions/review-moderation.md): it leaves the stay page, its open reports close,
 * and the room's stored rating and review count lose its contribution (the inverse of reviewBooking's
 * running average). The last counted review leaves no rating. Search and featured stays forget their
 * copies at once.
 */
export async function hideReview({ db, events, actor, id }: Options): Promise<ModerationResult> {
  return commitThenAnnounce(db, events, async (tx, announce) => {
    const review = await lockReview(tx, id);
    if (review.hiddenAt) throw new AppError('conflict', 'This review is already hidden.');
    const before = await roomFigures(tx, review.roomId);
    const [room] = await tx
      .update(stayRooms)
      .set({
        rating: sql`case when ${stayRooms.reviewCount} <= 1 then null
          else least(5, greatest(1, (coalesce(${stayRooms.rating}, 0) * ${stayRooms.reviewCount} - ${review.rating}) / (${stayRooms.reviewCount} - 1))) end`,
        reviewCount: sql`greatest(${stayRooms.reviewCount} - 1, 0)`,
      })
      .where(eq(stayRooms.id, review.roomId))
      .returning({ id: stayRooms.id, rating: stayRooms.rating, reviewCount: stayRooms.reviewCount });
    await tx.update(reviews).set({ hiddenAt: new Date(), hiddenBy: actor.userId }).where(eq(reviews.id, id));
    const closedReports = await closeReports(tx, id, 'hidden', actor.userId);
    const after: ModerationResult = { id, hidden: true, closedReports, room: room! };
    await recordAudit(tx, actor, {
      action: 'review.hide',
      object: { type: 'review', id },
      before: { id, hidden: false, room: before },
      after,
    });
    announce({ type: 'catalogue.changed', topic: 'stays' });
    return after;
  });
}

/** Keeps a reported review as it is and closes its open reports; 409 when none is open. */
export async function keepReview({ db, actor, id }: Omit<Options, 'events'>): Promise<ModerationResult> {
  return db.transaction(async (tx) => {
    const review = await lockReview(tx, id);
    const closedReports = await closeReports(tx, id, 'kept', actor.userId);
    if (closedReports === 0) throw new AppError('conflict', 'This review has no open reports.');
    const room = await roomFigures(tx, review.roomId);
    const result: ModerationResult = { id, hidden: review.hiddenAt !== null, closedReports, room };
    await recordAudit(tx, actor, {
      action: 'review.keep',
      object: { type: 'review', id },
      before: { id, hidden: result.hidden, openReports: closedReports },
      after: { ...result, openReports: 0 },
    });
    return result;
  });
}

/**
 * Shows a hidden review again (docs/decisions/review-moderation.md): back on the stay page, and folded back
 * into the room's stored figures the way reviewBooking folds a new review in. The reports its hiding
 * closed stay closed. A review that is not hidden is answered as it is, and nothing is written or recorded.
 */
export async function unhideReview({ db, events, actor, id }: Options): Promise<ModerationResult> {
  return commitThenAnnounce(db, events, async (tx, announce) => {
    const review = await lockReview(tx, id);
    const before = await roomFigures(tx, review.roomId);
    if (!review.hiddenAt) return { id, hidden: false, closedReports: 0, room: before };
    const [room] = await tx
      .update(stayRooms)
      .set({
        rating: sql`least(5, greatest(1, (coalesce(${stayRooms.rating}, 0) * ${stayRooms.reviewCount} + ${review.rating}) / (${stayRooms.reviewCount} + 1)))`,
        reviewCount: sql`${stayRooms.reviewCount} + 1`,
      })
      .where(eq(stayRooms.id, review.roomId))
      .returning({ id: stayRooms.id, rating: stayRooms.rating, reviewCount: stayRooms.reviewCount });
    await tx.update(reviews).set({ hiddenAt: null, hiddenBy: null }).where(eq(reviews.id, id));
    const after: ModerationResult = { id, hidden: false, closedReports: 0, room: room! };
    await recordAudit(tx, actor, {
      action: 'review.unhide',
      object: { type: 'review', id },
      before: { id, hidden: true, room: before },
      after,
    });
    announce({ type: 'catalogue.changed', topic: 'stays' });
    return after;
  });
}
