import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { HiddenReviewPage } from '@restora/shared/contracts/admin-moderation';
import { ADMIN_PAGE_SIZE } from '@restora/shared/contracts/admin-tables';
import { reviewerName } from '@restora/shared/domain/review-replies';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema/audit';
import { user } from '../../db/schema/auth';
import { reviewReports, reviews } from '../../db/schema/reviews';
import { properties, stayRooms } from '../../db/schema/stays';

type Options = { db: Database; page: number; dir: 'asc' | 'desc' };

const later = alias(auditEvents, 'later_hide');
const admin = alias(user, 'hidden_by_user');

/**
 * The reviews hidden now, the latest hidden first (docs/decisions/review-moderation.md). `reviews` has no
 * index on `hidden_at`, so the list is read off the audit trail's index by action: every hiding is recorded
 * as `review.hide` in its own transaction. Of a review hidden more than once, only its latest record
 * counts (a later one is looked up on the index by object); one shown again since is left out by its
 * `hidden_at`. So the list costs what has ever been hidden, never the whole reviews table.
 */
export async function listHiddenReviews({ db, page, dir }: Options): Promise<HiddenReviewPage> {
  const latestHide = and(
    eq(auditEvents.action, 'review.hide'),
    sql`not exists (select 1 from ${auditEvents} as "later_hide" where ${later.objectType} = 'review'
      and ${later.objectId} = ${auditEvents.objectId} and ${later.action} = 'review.hide'
      and (${later.at}, ${later.id}) > (${auditEvents.at}, ${auditEvents.id}))`,
  );
  const joinReview = and(
    sql`${reviews.id} = ${auditEvents.objectId}::integer`,
    eq(auditEvents.objectType, 'review'),
    isNotNull(reviews.hiddenAt),
  );
  const order =
    dir === 'asc' ? [asc(auditEvents.at), asc(auditEvents.id)] : [desc(auditEvents.at), desc(auditEvents.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        guestName: user.name,
        createdAt: reviews.createdAt,
        propertyId: properties.id,
        propertyName: properties.name,
        roomId: stayRooms.id,
        roomTitle: stayRooms.title,
        hiddenAt: reviews.hiddenAt,
        hiddenBy: admin.name,
        reasons: sql<string[]>`array(select ${reviewReports.reason} from ${reviewReports}
          where ${reviewReports.reviewId} = ${reviews.id} and ${reviewReports.resolution} = 'hidden'
          order by ${reviewReports.createdAt}, ${reviewReports.id})`,
      })
      .from(auditEvents)
      .innerJoin(reviews, joinReview)
      .innerJoin(user, eq(user.id, reviews.userId))
      .innerJoin(stayRooms, eq(stayRooms.id, reviews.roomId))
      .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
      .leftJoin(admin, eq(admin.id, reviews.hiddenBy))
      .where(latestHide)
      .orderBy(...order)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditEvents)
      .innerJoin(reviews, joinReview)
      .where(latestHide),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      comment: r.comment,
      guestName: reviewerName(r.guestName),
      createdAt: r.createdAt.toISOString(),
      property: { id: r.propertyId, name: r.propertyName },
      room: { id: r.roomId, title: r.roomTitle },
      hiddenAt: r.hiddenAt!.toISOString(),
      hiddenBy: r.hiddenBy,
      reasons: r.reasons,
    })),
    total: Number(counted?.total ?? 0),
    page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}
