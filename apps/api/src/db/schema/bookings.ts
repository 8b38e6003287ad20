import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { payments } from './payments';
import { services } from './services';
import { stayRooms } from './stays';

export const bookingKind = pgEnum('booking_kind', ['stay', 'service']);
/**
 * pending: the nights are held while the payment runs; confirmed: paid; payment_failed: declined (kept so
 * a repeat of the same request gets the same answer); cancelled: by the guest. A request to book
 * (docs/decisions/request-to-book.md): requested (card authorized, nights held until request_expires_at),
 * then confirmed (accepted, captured), declined (by the host, voided) or expired (no answer, voided).
 */
export const bookingStatus = pgEnum('booking_status', [
  'pending',
  'confirmed',
  'payment_failed',
  'cancelled',
  'requested',
  'declined',
  'expired',
]);
/** Who first settled a request (docs/decisions/request-to-book.md): set once, by a conditional update. */
export const requestOutcome = pgEnum('request_outcome', ['accepted', 'declined', 'expired']);
/** Who acted: the guest, a partner of the booked property, or the operator (docs/decisions/cancellation-and-refunds.md). */
export const actingParty = pgEnum('acting_party', ['guest', 'partner', 'operator']);

export type StoredQuoteLine = { kind: string; label: string; amountCents: number };

/**
 * A paid booking of a stay room or a service. Overlapping confirmed stays of one room are refused by an
 * exclusion constraint (added in the migration: drizzle cannot declare one).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: bookingKind().notNull(),
    roomId: integer().references(() => stayRooms.id, { onDelete: 'restrict' }),
    serviceId: integer().references(() => services.id, { onDelete: 'restrict' }),
    checkIn: date({ mode: 'string' }).notNull(),
    checkOut: date({ mode: 'string' }),
    guests: integer(),
    status: bookingStatus().notNull().default('pending'),
    lines: jsonb().$type<StoredQuoteLine[]>().notNull(),
    subtotalCents: integer().notNull(),
    totalCents: integer().notNull(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** Where a service booking came from: the stay it enhances, if any. */
    listingId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: actingParty(),
    cancellationReason: text(),
    /** A request to book: its nights are held until then; past it, the expiry job declines it. */
    requestExpiresAt: timestamp({ withTimezone: true }),
    /**
     * The first decision on a request, claimed while it is still `requested` (`where request_outcome is
     * null`), so accepting and expiring at once give one outcome; the status follows once the provider has
     * captured or voided (docs/decisions/request-to-book.md).
     */
    requestOutcome: requestOutcome(),
    requestDecidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('bookings_payment_id_idx').on(t.paymentId),
    index('bookings_user_created_idx').on(t.userId, t.createdAt.desc()),
    // A partner's bookings, by room or by service, in check-in order (docs/decisions/partner-bookings.md);
    // also a service's bookings on a date, counted against its capacity (partner-services.md), and a
    // partner's earnings by month (partner-earnings.md).
    index('bookings_room_check_in_idx').on(t.roomId, t.checkIn),
    index('bookings_service_check_in_idx').on(t.serviceId, t.checkIn),
    check(
      'bookings_stay_has_room_and_dates',
      sql`${t.kind} <> 'stay' or (${t.roomId} is not null and ${t.checkOut} > ${t.checkIn})`,
    ),
    check('bookings_service_has_service', sql`${t.kind} <> 'service' or ${t.serviceId} is not null`),
    // The stays holding some night of a date range, whatever the room (search by dates, its count): the
    // exclusion constraint's index leads with the room, so a search by dates alone reads most of it.
    index('bookings_stay_nights_idx')
      .using('gist', sql`daterange(${t.checkIn}, ${t.checkOut})`)
      .where(sql`${t.kind} = 'stay' and ${t.status} in ('pending', 'confirmed')`),
    // The back office's overview: bookings confirmed per day (docs/decisions/admin-overview.md).
    index('bookings_confirmed_at_idx')
      .on(t.confirmedAt, t.kind)
      .where(sql`${t.confirmedAt} is not null`),
    index('bookings_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    // The operator's list, sorted by each of its columns (docs/decisions/admin-bookings.md).
    index('bookings_created_idx').on(t.createdAt, t.id),
    // The expiry job's due requests (docs/decisions/request-to-book.md): only a request still waiting has
    // the time set (settling it clears it), so the predicate needs none of the statuses added with it.
    index('bookings_requested_idx')
      .on(t.requestExpiresAt)
      .where(sql`${t.requestExpiresAt} is not null`),
    index('bookings_check_in_idx').on(t.checkIn, t.id),
    index('bookings_total_idx').on(t.totalCents, t.id),
    check('bookings_totals_nonnegative', sql`${t.totalCents} >= 0 and ${t.subtotalCents} >= 0`),
  ],
);

/**
 * Statuses that hold a room's nights: the same as `booking_holds_nights()`, which the exclusion constraint
 * and the room_nights trigger use (migration 0036); a request to book holds them until it is settled
 * (docs/decisions/request-to-book.md). Search by dates reads room_nights, not this.
 */
export const holdsNights = sql`${bookings.status} in ('pending', 'confirmed', 'requested') and ${bookings.kind} = 'stay'`;
