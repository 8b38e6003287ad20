import { asc, countDistinct, desc, eq, isNull, min, sql } from 'drizzle-orm';
import type { ReportedReviewPage } from '@restora/shared/contracts/admin-moderation';
import { ADMIN_PAGE_SIZE } from '@restora/shared/contracts/admin-tables';
import { reviewerName } from '@restora/shared/domain/review-replies';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { reviewReports, reviews } from '../../db/schema/reviews';
import { properties, stayRooms } from '../../db/schema/stays';

type Options = { db: Database; page: number; dir: 'asc' | 'desc' };

/**
 * The operator's queue (docs/decisions/review-moderation.md): every review with open reports, oldest open
 * report first, with how many there are and their reasons. Only open reports are read, on their partial
 * index, so the queue costs what is waiting, not what has ever been reported.
 */
export async function listReportedReviews({ db, page, dir }: Options): Promise<ReportedReviewPage> {
  const open = db
    .select({
      reviewId: reviewReports.reviewId,
      first: min(reviewReports.createdAt).as('first_reported_at'),
      n: sql<number>`count(*)::int`.as('report_count'),
      reasons: sql<
        string[]
      >`array_agg(${reviewReports.reason} order by ${reviewReports.createdAt}, ${reviewReports.id})`.as(
        'reasons',
      ),
    })
    .from(reviewReports)
    .where(isNull(reviewReports.resolvedAt))
    .groupBy(reviewReports.reviewId)
    .as('open_reports');
  const order =
    dir === 'asc' ? [asc(open.first), asc(open.reviewId)] : [desc(open.first), desc(open.reviewId)];
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
        first: open.first,
        n: open.n,
        reasons: open.reasons,
      })
      .from(open)
      .innerJoin(reviews, eq(reviews.id, open.reviewId))
      .innerJoin(user, eq(user.id, reviews.userId))
      .innerJoin(stayRooms, eq(stayRooms.id, reviews.roomId))
      .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
      .orderBy(...order)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ total: countDistinct(reviewReports.reviewId) })
      .from(reviewReports)
      .where(isNull(reviewReports.resolvedAt)),
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
      reportCount: Number(r.n),
      firstReportedAt: new Date(r.first as unknown as string | Date).toISOString(),
      reasons: r.reasons,
    })),
    total: counted?.total ?? 0,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}
