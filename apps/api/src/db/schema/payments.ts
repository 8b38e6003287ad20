import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * authorized: the card is held, not charged (a request to book); captured it becomes succeeded, voided it
 * is voided and nothing was taken (docs/decisions/request-to-book.md).
 */
export const paymentStatus = pgEnum('payment_status', [
  'pending',
  'succeeded',
  'failed',
  'authorized',
  'voided',
]);
export const paymentPurpose = pgEnum('payment_purpose', [
  'stay',
  'services',
  'order',
  'retreat',
  'retreat_balance',
]);

/**
 * One charge through the payment provider. The (user, idempotency key) pair is unique: a repeated request
 * finds the first payment and returns its result instead of charging again. Only the card's brand and
 * last four digits are kept.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    idempotencyKey: text().notNull(),
    /**
     * What the key was first used for (a hash of the purpose and the request, never the card): the key
     * reused for another request is refused (docs/decisions/payments.md). Null for payments made before.
     */
    requestHash: text(),
    purpose: paymentPurpose().notNull(),
    amountCents: integer().notNull(),
    status: paymentStatus().notNull().default('pending'),
    provider: text().notNull(),
    providerRef: text(),
    cardBrand: text().notNull(),
    cardLast4: text().notNull(),
    failureReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('payments_user_idempotency_key').on(t.userId, t.idempotencyKey),
    check('payments_amount_nonnegative', sql`${t.amountCents} >= 0`),
    // The back office's overview: money taken per day (docs/decisions/admin-overview.md).
    index('payments_settled_succeeded_idx')
      .on(t.settledAt, t.amountCents)
      .where(sql`${t.status} = 'succeeded'`),
  ],
);
