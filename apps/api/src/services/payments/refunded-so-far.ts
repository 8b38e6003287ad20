import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refunds } from '../../db/schema/refunds';

// What has been given back of a booking or an order, by one rule (docs/decisions/cancellation-and-refunds.md,
// "Refunded so far"). Refunded so far counts a refund that succeeded or is pending (the provider has it, or
// is about to); a failed one moved no money and does not count. What is left to refund is the total less
// every refund recorded, a failed one included: it is owed, and the operator retries it with its own key,
// so it is never given a second time by a new refund.

/** What a refund is for: a booking (a stay or a service), an order or a retreat place; names its column in `refunds`. */
export type RefundOf = 'booking' | 'order' | 'retreat';

const subjectColumns = {
  booking: refunds.bookingId,
  order: refunds.orderId,
  retreat: refunds.retreatBookingId,
} as const;
const subjectColumn = (of: RefundOf) => subjectColumns[of];

/** The one rule: a refund that succeeded or is pending counts as refunded; a failed one does not. */
const counts = sql`${refunds.status} <> 'failed'`;

type Id = SQL | AnyColumn;

/** Refunded so far of a booking or an order, for a select (`refundedSoFar('booking', bookings.id)`). */
export const refundedSoFar = (of: RefundOf, id: Id) =>
  sql<number>`(select coalesce(sum(${refunds.amountCents}), 0)::int from ${refunds} where ${subjectColumn(of)} = ${id} and ${counts})`;

/** Every refund recorded against a booking or an order, a failed one too: what no new refund may give again. */
export const refundsRecorded = (of: RefundOf, id: Id) =>
  sql<number>`(select coalesce(sum(${refunds.amountCents}), 0)::int from ${refunds} where ${subjectColumn(of)} = ${id})`;

/** What is left to refund of a total once `recordedCents` (every refund recorded, a failed one too) is out. */
export const leftToRefund = (totalCents: number, recordedCents: number) =>
  Math.max(0, totalCents - recordedCents);

const sums = {
  count: sql<number>`count(*)::int`,
  refundedCents: sql<number>`coalesce(sum(${refunds.amountCents}) filter (where ${counts}), 0)::int`,
  recordedCents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int`,
};

const toSums = (row: { count: number; refundedCents: number; recordedCents: number } | undefined) => ({
  count: Number(row?.count ?? 0),
  refundedCents: Number(row?.refundedCents ?? 0),
  recordedCents: Number(row?.recordedCents ?? 0),
});

/**
 * One booking's or order's refunds, read in the caller's transaction: how many were recorded (for the next
 * idempotency key), refunded so far, and every one recorded.
 */
export async function refundsOf(db: Database, of: RefundOf, id: number) {
  const [row] = await db
    .select(sums)
    .from(refunds)
    .where(eq(subjectColumn(of), id));
  return toSums(row);
}

/** The same sums over every refund of one payment (the cap: never more than it charged). */
export async function refundsOfPayment(db: Database, paymentId: number) {
  const [row] = await db.select(sums).from(refunds).where(eq(refunds.paymentId, paymentId));
  return toSums(row);
}

/** Refunded so far of several bookings or orders at once, by id (an id with none is absent). */
export async function refundedSoFarOfMany(db: Database, of: RefundOf, ids: number[]) {
  const column = subjectColumn(of);
  const rows = await db
    .select({ id: column, cents: sql<number>`sum(${refunds.amountCents})::int` })
    .from(refunds)
    .where(and(inArray(column, ids), counts))
    .groupBy(column);
  return new Map(rows.map((r) => [Number(r.id), Number(r.cents)]));
}
