import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PartnerReview, PartnerReviewList } from '@restora/shared/contracts/reviews';
import { REVIEW_HIDDEN_NO_REPLY, REVIEW_NOT_FOUND } from '@restora/shared/domain/review-replies';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { reviews } from '../../db/schema/reviews';
import { properties, stayRooms } from '../../db/schema/stays';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import { AppError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { memberOrganisationIds } from '../organisations';
import { publicReviewColumns, toStayReview } from './review-dto';

// The reviews of a partner's rooms (docs/decisions/review-replies.md): only those of the caller's
// organisations' properties; any other review is a 404, an account in no organisation a 403. One the
// operator hid is listed as hidden (docs/decisions/review-moderation.md).

const columns = {
  ...publicReviewColumns,
  propertyId: properties.id,
  propertyName: properties.name,
  roomId: stayRooms.id,
  roomTitle: stayRooms.title,
  hiddenAt: reviews.hiddenAt,
};

function selectOwned(db: Database, organisations: number[], where?: SQL) {
  return db
    .select(columns)
    .from(reviews)
    .innerJoin(stayRooms, eq(stayRooms.id, reviews.roomId))
    .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
    .innerJoin(user, eq(user.id, reviews.userId))
    .where(and(inArray(properties.organisationId, organisations), where));
}

type Row = Awaited<ReturnType<typeof selectOwned>>[number];

const toPartnerReview = (row: Row): PartnerReview => ({
  ...toStayReview(row),
  property: { id: row.propertyId, name: row.propertyName },
  room: { id: row.roomId, title: row.roomTitle },
  hiddenAt: row.hiddenAt?.toISOString() ?? null,
});

type ListOptions = { db: Database; userId: string; propertyId?: number; page: number; pageSize: number };

/** One page of the reviews of the caller's properties (or of one of them), newest first, and the total. */
export async function listPartnerReviews({
  db,
  userId,
  propertyId,
  page,
  pageSize,
}: ListOptions): Promise<PartnerReviewList> {
  const organisations = await memberOrganisationIds(db, userId);
  const where = propertyId === undefined ? undefined : eq(properties.id, propertyId);
  const [rows, [counted]] = await Promise.all([
    selectOwned(db, organisations, where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(reviews)
      .innerJoin(stayRooms, eq(stayRooms.id, reviews.roomId))
      .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
      .where(and(inArray(properties.organisationId, organisations), where)),
  ]);
  return { reviews: rows.map(toPartnerReview), total: counted?.total ?? 0, page, pageSize };
}

async function ownedReview(db: Database, userId: string, id: number, { lock = false } = {}) {
  const organisations = await memberOrganisationIds(db, userId);
  const query = selectOwned(db, organisations, eq(reviews.id, id));
  const [row] = await (lock ? query.for('update', { of: reviews }) : query);
  if (!row) throw new AppError('not_found', REVIEW_NOT_FOUND);
  return row;
}

type ReplyOptions = {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  id: number;
  text: string | null;
};

/**
 * Writes (or, with `text: null`, removes) the one public reply of a review of the caller's properties. A new
 * text replaces the old. The stay page reads reviews uncached; the notice sends stay-page reads to the
 * primary until a read replica has the change (docs/decisions/read-replica.md).
 */
export async function setReviewReply({ db, events, actor, id, text }: ReplyOptions): Promise<PartnerReview> {
  const userId = actor.userId;
  const after = await commitThenAnnounce(db, events, async (tx, announce) => {
    const locked = await ownedReview(tx, userId, id, { lock: true });
    // A hidden review takes no new reply; an old one may still be removed (docs/decisions/review-moderation.md).
    if (text !== null && locked.hiddenAt) throw new AppError('unprocessable', REVIEW_HIDDEN_NO_REPLY);
    const before = toPartnerReview(locked);
    await tx
      .update(reviews)
      .set(
        text === null
          ? { reply: null, repliedAt: null, repliedBy: null }
          : { reply: text, repliedAt: new Date(), repliedBy: userId },
      )
      .where(eq(reviews.id, id));
    const replied = toPartnerReview(await ownedReview(tx, userId, id));
    await recordAudit(tx, actor, {
      action: text === null ? 'review.remove-reply' : 'review.reply',
      object: { type: 'review', id },
      before,
      after: replied,
    });
    announce({ type: 'catalogue.changed', topic: 'stays' });
    return replied;
  });
  return after;
}
