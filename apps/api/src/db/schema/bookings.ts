import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { stayRooms } from './stays';

export const bookingKind = pgEnum('booking_kind', ['stay', 'service']);
export const bookingStatus = pgEnum('booking_status', ['confirmed', 'cancelled']);

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
    checkIn: date({ mode: 'string' }).notNull(),
    checkOut: date({ mode: 'string' }),
    guests: integer(),
    status: bookingStatus().notNull().default('confirmed'),
    lines: jsonb().$type<StoredQuoteLine[]>().notNull(),
    subtotalCents: integer().notNull(),
    totalCents: integer().notNull(),
    paymentRef: text().notNull(),
    cardBrand: text(),
    cardLast4: text(),
    idempotencyKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('bookings_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('bookings_user_created_idx').on(t.userId, t.createdAt.desc()),
    check(
      'bookings_stay_has_room_and_dates',
      sql`${t.kind} <> 'stay' or (${t.roomId} is not null and ${t.checkOut} > ${t.checkIn})`,
    ),
    check('bookings_totals_nonnegative', sql`${t.totalCents} >= 0 and ${t.subtotalCents} >= 0`),
  ],
);
