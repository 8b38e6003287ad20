import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CANCELLATION_POLICY_KEYS, RETREAT_LEVELS, RETREAT_STATUSES } from '@restora/shared/domain/retreats';
import { user } from './auth';
import { actingParty, requestOutcome } from './bookings';
import { payments } from './payments';
import { bookingMode, properties, stayRooms } from './stays';

// Retreats: programs on fixed dates sold by the place, a deposit now and the balance later
// (docs/decisions/retreats.md).

export const retreatLevel = pgEnum('retreat_level', RETREAT_LEVELS);
export const retreatStatus = pgEnum('retreat_status', RETREAT_STATUSES);
export const cancellationPolicy = pgEnum('retreat_cancellation_policy', CANCELLATION_POLICY_KEYS);

/**
 * `imageUrl`: the seed's artwork of them; `photoId`: their portrait, one of the retreat's photos
 * (docs/decisions/photos.md, "Retreat and facilitator photos"). Rows written before it have no `photoId`.
 */
export type StoredFacilitator = {
  name: string;
  bio: string;
  imageUrl: string | null;
  photoId?: number | null;
};

export const retreats = pgTable(
  'retreats',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    summary: text().notNull(),
    description: text().notNull(),
    /** The day-by-day program, Markdown (the site's safe renderer shows it). */
    program: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    checkInTime: text().notNull(),
    checkOutTime: text().notNull(),
    included: text().notNull().default(''),
    notIncluded: text().notNull().default(''),
    level: retreatLevel().notNull(),
    language: text().notNull(),
    features: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    facilitators: jsonb().$type<StoredFacilitator[]>().notNull().default([]),
    imageUrl: text().notNull(),
    /** Null: paid in full when booking. */
    depositPercent: integer(),
    balanceDueDays: integer().notNull().default(30),
    cancellationPolicy: cancellationPolicy().notNull(),
    status: retreatStatus().notNull().default('draft'),
    /** Instant, or on request: the host accepts each place (docs/decisions/request-to-book.md). */
    bookingMode: bookingMode().notNull().default('instant'),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
    cancellationReason: text(),
  },
  (t) => [
    check('retreats_dates', sql`${t.endDate} > ${t.startDate}`),
    check('retreats_deposit', sql`${t.depositPercent} is null or ${t.depositPercent} between 15 and 99`),
    // /retreats: upcoming published retreats in start order; a month is a range of it.
    index('retreats_published_start_idx')
      .on(t.startDate, t.id)
      .where(sql`${t.status} = 'published'`),
    index('retreats_property_idx').on(t.propertyId, t.startDate),
  ],
);

/**
 * A room option of a retreat ("private room"): a price per person for the whole program and its spots.
 * `taken` counts the people of holding bookings (pending or confirmed) and `held` the people a waitlist
 * offer keeps a spot for; one conditional UPDATE takes spots (`taken + held + n <= spots`), so the last spot
 * goes to exactly one of any number of buyers on both engines. `earlyTaken` counts the people who got the
 * early-bird price, checked the same way against `earlyBirdSpots`.
 */
export const retreatOptions = pgTable(
  'retreat_options',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    retreatId: integer()
      .notNull()
      .references(() => retreats.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    name: text().notNull(),
    description: text().notNull().default(''),
    priceCents: integer().notNull(),
    spots: integer().notNull(),
    earlyBirdPriceCents: integer(),
    earlyBirdUntil: date({ mode: 'string' }),
    earlyBirdSpots: integer(),
    /** A room of the property whose nights the program holds while the retreat is published. */
    roomId: integer().references(() => stayRooms.id, { onDelete: 'set null' }),
    taken: integer().notNull().default(0),
    held: integer().notNull().default(0),
    earlyTaken: integer().notNull().default(0),
  },
  (t) => [
    check('retreat_options_spots', sql`${t.spots} >= 1`),
    check('retreat_options_price', sql`${t.priceCents} > 0`),
    check(
      'retreat_options_taken',
      sql`${t.taken} >= 0 and ${t.held} >= 0 and ${t.taken} + ${t.held} <= ${t.spots}`,
    ),
    check(
      'retreat_options_early_taken',
      sql`${t.earlyTaken} >= 0 and (${t.earlyBirdSpots} is null or ${t.earlyTaken} <= ${t.earlyBirdSpots})`,
    ),
    index('retreat_options_retreat_idx').on(t.retreatId, t.position),
  ],
);

export const retreatBookingStatus = pgEnum('retreat_booking_status', [
  'pending',
  'confirmed',
  'payment_failed',
  'cancelled',
  // A retreat on request (docs/decisions/request-to-book.md): the place asked for, holding its spots and
  // the card's authorization until the host answers; how such a request ends without a place.
  'requested',
  'declined',
  'expired',
]);
/** none: paid in full at booking; scheduled: due later; paid; failed: declined, retries follow. */
export const balanceStatus = pgEnum('retreat_balance_status', ['none', 'scheduled', 'paid', 'failed']);

/**
 * A guest's place(s) on a retreat: the price fixed when booking (`unitPriceCents` x `people`), split into
 * the deposit (paid by `depositPaymentId`) and the balance, charged on `balanceDueDate` with the card kept
 * at the provider (`cardToken`: the provider's reference, never the card).
 */
export const retreatBookings = pgTable(
  'retreat_bookings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    retreatId: integer()
      .notNull()
      .references(() => retreats.id, { onDelete: 'restrict' }),
    optionId: integer()
      .notNull()
      .references(() => retreatOptions.id, { onDelete: 'restrict' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    people: integer().notNull(),
    unitPriceCents: integer().notNull(),
    earlyBird: boolean().notNull().default(false),
    totalCents: integer().notNull(),
    depositCents: integer().notNull(),
    balanceCents: integer().notNull(),
    balanceDueDate: date({ mode: 'string' }),
    status: retreatBookingStatus().notNull().default('pending'),
    depositPaymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    balancePaymentId: integer().references(() => payments.id, { onDelete: 'restrict' }),
    balanceStatus: balanceStatus().notNull(),
    /** Tries of the balance so far; the next is due on `balanceNextTryOn`. */
    balanceAttempts: integer().notNull().default(0),
    balanceNextTryOn: date({ mode: 'string' }),
    reminderSentAt: timestamp({ withTimezone: true }),
    cardToken: text(),
    cardBrand: text(),
    cardLast4: text(),
    /** What a cancellation gives back in all, fixed when it is cancelled (refunds bring the total up to it). */
    refundDueCents: integer(),
    /** The waitlist offer this booking took up, if any. */
    waitlistEntryId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: actingParty(),
    cancellationReason: text(),
    /** A request's end (docs/decisions/request-to-book.md): answered by then or it lapses. */
    requestExpiresAt: timestamp({ withTimezone: true }),
    /** The first decision on a request, claimed while it is still `requested` (one outcome). */
    requestOutcome: requestOutcome(),
    requestDecidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('retreat_bookings_people', sql`${t.people} >= 1`),
    check('retreat_bookings_money', sql`${t.depositCents} + ${t.balanceCents} = ${t.totalCents}`),
    index('retreat_bookings_user_idx').on(t.userId, t.createdAt.desc()),
    index('retreat_bookings_retreat_idx').on(t.retreatId, t.status),
    index('retreat_bookings_deposit_payment_idx').on(t.depositPaymentId),
    // The expiry's work: requests by the time they lapse (settling clears it).
    index('retreat_bookings_requested_idx')
      .on(t.requestExpiresAt)
      .where(sql`${t.requestExpiresAt} is not null`),
    // The schedule's work: balances still to charge, by the day of their next try.
    index('retreat_bookings_balance_due_idx')
      .on(t.balanceNextTryOn)
      .where(sql`${t.status} = 'confirmed' and ${t.balanceStatus} in ('scheduled', 'failed')`),
  ],
);

export const waitlistStatus = pgEnum('retreat_waitlist_status', [
  'waiting',
  'offered',
  'booked',
  'expired',
  'left',
]);

/** People waiting for a spot of a full option, first come first offered. */
export const retreatWaitlist = pgTable(
  'retreat_waitlist',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    retreatId: integer()
      .notNull()
      .references(() => retreats.id, { onDelete: 'cascade' }),
    optionId: integer()
      .notNull()
      .references(() => retreatOptions.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    people: integer().notNull(),
    status: waitlistStatus().notNull().default('waiting'),
    offeredAt: timestamp({ withTimezone: true }),
    offerExpiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('retreat_waitlist_people', sql`${t.people} >= 1`),
    uniqueIndex('retreat_waitlist_one_per_user')
      .on(t.optionId, t.userId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('retreat_waitlist_queue_idx').on(t.optionId, t.status, t.createdAt),
    index('retreat_waitlist_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
