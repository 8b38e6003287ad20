import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { bookings } from './bookings';
import { retreatOptions, retreats } from './retreats';
import { stayRooms } from './stays';

// A room's calendar: the nights it is taken, the partner's own prices and minimum stays
// (docs/decisions/room-calendars.md).

/**
 * booking: a mirror of a holding stay booking, kept by a trigger; block: a partner closed the nights;
 * retreat: a published retreat's option holds the room for its program (docs/decisions/retreats.md);
 * import: an event of another channel's calendar (docs/decisions/calendar-sync.md).
 */
export const roomNightKind = pgEnum('room_night_kind', ['booking', 'block', 'retreat', 'import']);

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
    /** An imported night's calendar feed: removing the feed frees its nights. */
    feedId: integer().references((): AnyPgColumn => calendarFeeds.id, { onDelete: 'cascade' }),
    /** An imported night's event (its UID in the feed): a re-sync moves the row instead of adding one. */
    externalUid: text(),
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
    check(
      'room_nights_import_source',
      sql`(${t.kind}::text = 'import') = (${t.feedId} is not null and ${t.externalUid} is not null)`,
    ),
    index('room_nights_feed_idx').on(t.feedId),
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

/**
 * Another channel's calendar of a room (Airbnb, Booking.com, the partner's own site), polled and turned
 * into `room_nights` of kind 'import' (docs/decisions/calendar-sync.md).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer()
      .notNull()
      .references(() => stayRooms.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    url: text().notNull(),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last try, whatever came of it. */
    lastSyncedAt: timestamp({ withTimezone: true }),
    lastSuccessAt: timestamp({ withTimezone: true }),
    /** Why the last try failed; null after a success. */
    lastError: text(),
    /** The first of the failures in a row; null after a success. */
    failingSince: timestamp({ withTimezone: true }),
    /** When the partner was told that the feed has failed for a day (once per run of failures). */
    failureMailedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('calendar_feeds_room_idx').on(t.roomId), index('calendar_feeds_due_idx').on(t.lastSyncedAt)],
);

/**
 * An imported event that overlaps a Restora booking: the booking keeps its nights, the event is written
 * without them, and the partner and the operator see the conflict until the event or the booking goes.
 */
export const calendarConflicts = pgTable(
  'calendar_conflicts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    feedId: integer()
      .notNull()
      .references(() => calendarFeeds.id, { onDelete: 'cascade' }),
    roomId: integer()
      .notNull()
      .references(() => stayRooms.id, { onDelete: 'cascade' }),
    externalUid: text().notNull(),
    /** The Restora booking the event overlaps, or (retreatId) the retreat whose program holds the nights. */
    bookingId: integer().references(() => bookings.id, { onDelete: 'cascade' }),
    retreatId: integer().references(() => retreats.id, { onDelete: 'cascade' }),
    /** The nights both claim: [checkIn, checkOut). */
    checkIn: date({ mode: 'string' }).notNull(),
    checkOut: date({ mode: 'string' }).notNull(),
    /** The event's summary as the other channel wrote it (no guest data is kept from it otherwise). */
    summary: text(),
    detectedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_conflicts_event_booking').on(t.feedId, t.externalUid, t.bookingId),
    uniqueIndex('calendar_conflicts_event_retreat')
      .on(t.feedId, t.externalUid, t.retreatId)
      .where(sql`${t.retreatId} is not null`),
    index('calendar_conflicts_room_idx').on(t.roomId),
    check('calendar_conflicts_one_claim', sql`num_nonnulls(${t.bookingId}, ${t.retreatId}) = 1`),
  ],
);

/** A room's export feed: its secret names the URL (/calendar/rooms/{secret}.ics); a new one kills the old. */
export const roomCalendarExports = pgTable('room_calendar_exports', {
  roomId: integer()
    .primaryKey()
    .references(() => stayRooms.id, { onDelete: 'cascade' }),
  secret: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
