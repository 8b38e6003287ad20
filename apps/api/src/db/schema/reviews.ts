import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
