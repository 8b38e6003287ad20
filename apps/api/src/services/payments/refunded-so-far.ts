import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refunds } from '../../db/schema/refunds';

// What has been given back of a booking, by one rule (docs/decisions/cancellation-and-refunds.md,
// "Refunded so far"). Refunded so far counts a refund that succeeded or is pending (the provider has it, or
// is about to); a failed one moved no money and does not count. What is left to refund is the total less
// every refund recorded, a failed one included: it is owed, and the operator retries it with its own key,
// so it is never given a second time by a new refund.

/** The one rule: a refund that succeeded or is pending counts as refunded; a failed one does not. */
const counts = sql`${refunds.status} <> 'failed'`;

type Id = SQL | AnyColumn;

/** Refunded so far of a booking, for a select (`bookingRefundedSoFar(bookings.id)`). */
export const bookingRefundedSoFar = (bookingId: Id) =>
  sql<number>`(select coalesce(sum(${refunds.amountCents}), 0)::int from ${refunds} where ${refunds.bookingId} = ${bookingId} and ${counts})`;

/** Every refund recorded against a booking, a failed one too: what no new refund may give again. */
export const bookingRefundsRecorded = (bookingId: Id) =>
  sql<number>`(select coalesce(sum(${refunds.amountCents}), 0)::int from ${refunds} where ${refunds.bookingId} = ${bookingId})`;

/** What is left to refund of a total once `recordedCents` (every refund recorded, a failed one too) is out. */
export const leftToRefund = (totalCents: number, recordedCents: number) =>
  Math.max(0, totalCents - recordedCents);

/**
 * One booking's refunds, read in the caller's transaction: how many were recorded (for the next
 * idempotency key), refunded so far, and every one recorded.
 */
export async function bookingRefunds(db: Database, bookingId: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      refundedCents: sql<number>`coalesce(sum(${refunds.amountCents}) filter (where ${counts}), 0)::int`,
      recordedCents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int`,
    })
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId));
  return {
    count: Number(row?.count ?? 0),
    refundedCents: Number(row?.refundedCents ?? 0),
    recordedCents: Number(row?.recordedCents ?? 0),
  };
}
