import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { bookings } from './bookings';
import { stayRooms } from './stays';

/**
 * A guest's rating of a stay, one per booking, after its check-out; with at most one public reply from the
 * property's partner (docs/decisions/review-replies.md).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    bookingId: integer()
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    roomId: integer()
      .notNull()
      .references(() => stayRooms.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    comment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The partner's public reply, plain text; replaced when edited, all three null when removed. */
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    repliedBy: text().references(() => user.id, { onDelete: 'set null' }),
    /**
     * Set when an administrator hides the review after reports (docs/decisions/review-moderation.md): it
     * leaves the stay page and stops counting in the room's rating and review count.
     */
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenBy: text().references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reviews_user_id_idx').on(t.userId),
    // A room's reviews newest first: the stay page and the partner console.
    index('reviews_room_created_idx').on(t.roomId, t.createdAt.desc(), t.id.desc()),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check(
      'reviews_reply_complete',
      sql`(${t.reply} is null) = (${t.repliedAt} is null) and (${t.reply} is null or char_length(${t.reply}) between 2 and 1000)`,
    ),
  ],
);

/**
 * A signed-in user's report of a review, one per user and review (docs/decisions/review-moderation.md). Open
 * while `resolvedAt` is null; an administrator's hide or keep closes every open report of the review.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
    /** 'hidden' or 'kept', with the administrator who decided. */
    resolution: text({ enum: ['hidden', 'kept'] }),
    resolvedBy: text().references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('review_reports_review_user_key').on(t.reviewId, t.userId),
    // The operator's queue: the open reports, oldest first.
    index('review_reports_open_idx')
      .on(t.createdAt, t.reviewId)
      .where(sql`${t.resolvedAt} is null`),
    index('review_reports_user_id_idx').on(t.userId),
    check('review_reports_reason_length', sql`char_length(${t.reason}) between 3 and 500`),
    check('review_reports_resolved', sql`(${t.resolvedAt} is null) = (${t.resolution} is null)`),
  ],
);
