import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { orders } from '../../db/schema/shop';
import { restoreStock } from '../shop/orders';

/**
 * A payment that never settled (the process died mid-charge) must not hold nights or stock for ever:
 * after 15 minutes it is marked failed, its held bookings released, and its order removed with its stock
 * given back, as a declined card would have left them.
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
    const ids = stale.map((p) => p.id);
    await tx
      .update(bookings)
      .set({ status: 'payment_failed' })
      .where(and(eq(bookings.status, 'pending'), inArray(bookings.paymentId, ids)));
    const held = await tx.select({ id: orders.id }).from(orders).where(inArray(orders.paymentId, ids));
    for (const order of held) await restoreStock(tx as unknown as Database, order.id);
    if (held.length) await tx.delete(orders).where(inArray(orders.paymentId, ids));
    return stale.length;
  });
}
