import { and, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import type { PaymentKind, PaymentPurpose } from './payment-kind';
import { paymentKind, paymentKinds } from './payment-kinds';

/**
 * A payment that never settled (the process died mid-charge) must not hold nights or stock for ever:
 * after 15 minutes it is marked failed and its kind lets go of what it held, as a declined card would
 * have. Returns how many payments it settled so. The job runner runs it once a minute, in one process at
 * a time (workers/scheduled-jobs.ts); two sweeps at once would each settle different payments anyway, since
 * the update takes each row once.
 */
export async function sweepStaleHolds({
  db,
  olderThanMinutes = 15,
  kinds,
}: {
  db: Database;
  olderThanMinutes?: number;
  /** The registered kinds (src/payment-kinds.ts) unless a test puts its own. */
  kinds?: Record<PaymentPurpose, PaymentKind>;
}) {
  const kindOf = (purpose: PaymentPurpose) => kinds?.[purpose] ?? paymentKind(purpose);
  // Kinds that resume their own stalled payments (a balance asked again with its key) are not swept.
  const resuming = Object.values(kinds ?? paymentKinds)
    .filter((k) => k.resumesItself)
    .map((k) => k.purpose);
  return db.transaction(async (tx) => {
    const stale = await tx
      .update(payments)
      .set({ status: 'failed', failureReason: 'abandoned', settledAt: new Date() })
      .where(
        and(
          eq(payments.status, 'pending'),
          resuming.length ? notInArray(payments.purpose, resuming) : undefined,
          lt(payments.createdAt, sql`now() - make_interval(mins => ${olderThanMinutes})`),
        ),
      )
      .returning();
    for (const payment of stale) await kindOf(payment.purpose).onFailed(tx as unknown as Database, payment);
    return stale.length;
  });
}
