import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { actingParty, bookings } from './bookings';
import { payments } from './payments';
import { retreatBookings } from './retreats';
import { orders } from './shop';

/** pending: recorded, the provider not yet answered; failed: the provider refused or was unreachable. */
export const refundStatus = pgEnum('refund_status', ['pending', 'succeeded', 'failed']);

/**
 * Money given back, recorded beside the charge it comes from (docs/decisions/cancellation-and-refunds.md).
 * The refunds of one payment add up to at most its amount: checked by the service with the payment row
 * locked. A booking's refund names the booking; an order's refund names the order (docs/decisions/admin-bookings.md).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    bookingId: integer().references(() => bookings.id, { onDelete: 'cascade' }),
    orderId: integer().references(() => orders.id, { onDelete: 'cascade' }),
    retreatBookingId: integer().references(() => retreatBookings.id, { onDelete: 'cascade' }),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    requestedBy: actingParty().notNull(),
    requestedByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    /** Passed to the provider, so one refund asked twice is made once. */
    idempotencyKey: text().notNull(),
    status: refundStatus().notNull().default('pending'),
    providerRef: text(),
    failureReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('refunds_idempotency_key').on(t.idempotencyKey),
    index('refunds_payment_id_idx').on(t.paymentId),
    index('refunds_booking_id_idx').on(t.bookingId),
    // The back office's overview: money given back per day (docs/decisions/admin-overview.md).
    index('refunds_settled_succeeded_idx')
      .on(t.settledAt, t.amountCents)
      .where(sql`${t.status} = 'succeeded'`),
    index('refunds_order_id_idx').on(t.orderId),
    index('refunds_retreat_booking_id_idx').on(t.retreatBookingId),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
