import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import type { PaymentKind, PaymentPurpose } from './payment-kind';
import { paymentKinds } from './payment-kinds';

/** The advisory lock key of the sweep (any constant no other lock uses). */
const SWEEP_LOCK = 0x5e_57_0001;

/**
 * A payment that never settled (the process died mid-charge) must not hold nights or stock for ever:
 * after 15 minutes it is marked failed and its kind lets go of what it held, as a declined card would
 * have. Returns how many payments it settled so.
 */
export async function sweepStaleHolds({
  db,
  olderThanMinutes = 15,
  kinds = paymentKinds,
}: {
  db: Database;
  olderThanMinutes?: number;
  kinds?: Record<PaymentPurpose, PaymentKind>;
}) {
  return db.transaction(async (tx) => {
    // One sweep at a time across every process on the database (docs/decisions/many-processes.md): the
    // others find the lock taken and skip this round.
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as taken`);
    // Both drivers answer with { rows }.
    if (!(locked as unknown as { rows: { taken: boolean }[] }).rows[0]?.taken) return 0;
    const stale = await tx
      .update(payments)
      .set({ status: 'failed', failureReason: 'abandoned', settledAt: new Date() })
      .where(
        and(
          eq(payments.status, 'pending'),
          lt(payments.createdAt, sql`now() - make_interval(mins => ${olderThanMinutes})`),
        ),
      )
      .returning();
    for (const payment of stale) await kinds[payment.purpose].onFailed(tx as unknown as Database, payment);
    return stale.length;
  });
}
