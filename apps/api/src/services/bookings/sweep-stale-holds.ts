import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';

/**
 * A payment that never settled (the process died mid-charge) must not hold nights for ever: after
 * 15 minutes it is marked failed and its held bookings released.
 */
export async function sweepStaleHolds({
  db,
  olderThanMinutes = 15,
}: {
  db: Database;
  olderThanMinutes?: number;
}) {
  return db.transaction(async (tx) => {
    const stale = await tx
      .update(payments)
      .set({ status: 'failed', failureReason: 'abandoned', settledAt: new Date() })
      .where(
        and(
          eq(payments.status, 'pending'),
          lt(payments.createdAt, sql`now() - make_interval(mins => ${olderThanMinutes})`),
        ),
      )
      .returning({ id: payments.id });
    if (!stale.length) return 0;
    await tx
      .update(bookings)
      .set({ status: 'payment_failed' })
      .where(
        and(
          eq(bookings.status, 'pending'),
          inArray(
            bookings.paymentId,
            stale.map((p) => p.id),
          ),
        ),
      );
    return stale.length;
  });
}
