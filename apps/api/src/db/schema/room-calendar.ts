import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { bookings } from './bookings';
import { retreatOptions } from './retreats';
import { stayRooms } from './stays';

// A room's calendar: the nights it is taken, the partner's own prices and minimum stays
// (docs/decisions/room-calendars.md).

/**
 * booking: a mirror of a holding stay booking, kept by a trigger; block: a partner closed the nights;
 * retreat: a published retreat's option holds the room for its program (docs/decisions/retreats.md).
 */
export const roomNightKind = pgEnum('room_night_kind', ['booking', 'block', 'retreat']);

/**
 * Every night a room is taken, whoever took it: one row per holding (pending or confirmed) stay booking,
 * written and removed by a trigger on `bookings`, and one row per block a partner made. One exclusion
 * constraint on this table (added in the migration) refuses a block over a booking, a booking over a
 * block, and two of either; search and availability read it instead of `bookings`.
 */
export const roomNights = pgTable(
  'room_nights',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer()
      .notNull()
      .references(() => stayRooms.id, { onDelete: 'cascade' }),
    kind: roomNightKind().notNull(),
    checkIn: date({ mode: 'string' }).notNull(),
    checkOut: date({ mode: 'string' }).notNull(),
    bookingId: integer()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The retreat option holding the room (kind 'retreat'). */
    retreatOptionId: integer().references(() => retreatOptions.id, { onDelete: 'cascade' }),
    /** A block's note, shown to the partner only. */
    note: text(),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('room_nights_dates', sql`${t.checkOut} > ${t.checkIn}`),
    check('room_nights_kind_source', sql`(${t.kind} = 'booking') = (${t.bookingId} is not null)`),
    // Compared as text: the migration that adds the enum's value cannot use it in the same transaction.
    check(
      'room_nights_retreat_source',
      sql`(${t.kind}::text = 'retreat') = (${t.retreatOptionId} is not null)`,
    ),
    // The rooms taken on some night of a date range, whatever the room (search by dates): the exclusion
    // constraint's index leads with the room. Written with daterange's explicit bounds so that only
    // queries written the same way (nightsAcrossRooms) match it: given the two-argument form, PostgreSQL
    // preferred the constraint's index and walked all of it (77 ms at 300,000 rows, against 11 ms here).
    // Migration 0025 gives it INCLUDE (room_id, check_in, check_out), which drizzle cannot declare: a date
    // search reads the taken rooms from the index alone.
    index('room_nights_dates_idx').using('gist', sql`daterange(${t.checkIn}, ${t.checkOut}, '[)')`),
  ],
);

/** A partner's price for some nights of a room (high season); ranges of one room never overlap. */
export const roomPriceOverrides = pgTable(
  'room_price_overrides',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer()
      .notNull()
      .references(() => stayRooms.id, { onDelete: 'cascade' }),
    fromDate: date({ mode: 'string' }).notNull(),
    toDate: date({ mode: 'string' }).notNull(),
    priceCents: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('room_price_overrides_dates', sql`${t.toDate} > ${t.fromDate}`),
    check('room_price_overrides_price', sql`${t.priceCents} > 0`),
  ],
);

/** The fewest nights of a stay that starts on a night of [fromDate, toDate); ranges never overlap. */
export const roomMinimumStays = pgTable(
  'room_minimum_stays',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer()
      .notNull()
      .references(() => stayRooms.id, { onDelete: 'cascade' }),
    fromDate: date({ mode: 'string' }).notNull(),
    toDate: date({ mode: 'string' }).notNull(),
    minNights: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('room_minimum_stays_dates', sql`${t.toDate} > ${t.fromDate}`),
    check('room_minimum_stays_nights', sql`${t.minNights} >= 1`),
  ],
);

/**
 * A room_nights row's nights, for conditions over every room (which rooms are taken on some dates): the
 * expression of room_nights_dates_idx. Conditions on one room use daterange(check_in, check_out), the
 * expression of the exclusion constraint, whose index leads with the room.
 */
export const nightsAcrossRooms = sql`daterange(${roomNights.checkIn}, ${roomNights.checkOut}, '[)')`;
