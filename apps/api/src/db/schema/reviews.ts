import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { bookings } from './bookings';
import { stayRooms } from './stays';

/** A guest's rating of a stay, one per booking, after its check-out. */
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
  },
  (t) => [
    index('reviews_user_id_idx').on(t.userId),
    index('reviews_room_id_idx').on(t.roomId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
