import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { addDaysIso } from '@restora/shared/domain/dates';
import { utcDay } from '@restora/shared/domain/booking-window';
import { BALANCE_REMINDER_DAYS, UNPAID_CANCEL_DAYS_BEFORE_START } from '@restora/shared/domain/retreats';
import { payments } from '../../db/schema/payments';
import { retreatBookings, retreatOptions, retreats, retreatWaitlist } from '../../db/schema/retreats';
import { commitThenAnnounce } from '../events/domain-events';
import { chargeBalance, STALLED_AFTER_MS, type BalanceDeps } from './balance';
import { cancelPlace } from './cancel-place';
import { offerFreeSpots } from './spots';

// The retreat schedule (docs/decisions/retreats.md, "The schedule"), run by the job runner on a clock and
// by tests with theirs: every step reads what is due on `now`'s day from an index and acts on each row with
// that row locked, so running it twice, or in two processes at once, does each thing once.

const BATCH = 200;

export type ScheduleResult = {
  reminded: number;
  charged: number;
  declined: number;
  cancelledUnpaid: number;
  offersExpired: number;
};

/**
 * Runs every step due on `now`'s day. `retreatId` limits it to one retreat's places and waitlist: a test's
 * clock moved to a far day must not act on the other retreats that tests share the server with.
 */
export async function runRetreatSchedule(
  deps: BalanceDeps,
  now = new Date(),
  retreatId?: number,
): Promise<ScheduleResult> {
  const { db, events } = deps;
  const ofRetreat = retreatId === undefined ? undefined : eq(retreatBookings.retreatId, retreatId);
  const today = utcDay(0, now.getTime());
  const result: ScheduleResult = {
    reminded: 0,
    charged: 0,
    declined: 0,
    cancelledUnpaid: 0,
    offersExpired: 0,
  };
  const owing = and(
    eq(retreatBookings.status, 'confirmed'),
    inArray(retreatBookings.balanceStatus, ['scheduled', 'failed']),
    ofRetreat,
  );

  // 1. Places still unpaid a week before the start are cancelled under the policy (their spot is freed).
  const unpaid = await db
    .select({ id: retreatBookings.id })
    .from(retreatBookings)
    .innerJoin(retreats, eq(retreats.id, retreatBookings.retreatId))
    .where(and(owing, lte(retreats.startDate, addDaysIso(today, UNPAID_CANCEL_DAYS_BEFORE_START))))
    .limit(BATCH);

  // 2. Reminders a week before the balance is charged, once.
  const reminded = await commitThenAnnounce(db, events, async (tx, announce) => {
    const rows = await tx
      .update(retreatBookings)
      .set({ reminderSentAt: now })
      .where(
        and(
          eq(retreatBookings.status, 'confirmed'),
          eq(retreatBookings.balanceStatus, 'scheduled'),
          isNull(retreatBookings.reminderSentAt),
          lte(retreatBookings.balanceDueDate, addDaysIso(today, BALANCE_REMINDER_DAYS)),
          sql`${retreatBookings.balanceDueDate} > ${today}`,
          ofRetreat,
        ),
      )
      .returning({ id: retreatBookings.id, userId: retreatBookings.userId });
    for (const r of rows)
      announce({ type: 'retreat.balance-reminder', userId: r.userId, retreatBookingId: r.id });
    return rows.length;
  });
  result.reminded = reminded;

  // 3. Balances due today (or a retry due), charged to the kept card; a try a crash left pending is resumed.
  const due = await db
    .select({ id: retreatBookings.id })
    .from(retreatBookings)
    .where(and(owing, lte(retreatBookings.balanceNextTryOn, today)))
    .orderBy(asc(retreatBookings.balanceNextTryOn))
    .limit(BATCH);
  const stalled = await db
    .select({ id: retreatBookings.id })
    .from(retreatBookings)
    .innerJoin(payments, eq(payments.id, retreatBookings.balancePaymentId))
    .where(
      and(
        owing,
        eq(payments.status, 'pending'),
        sql`${payments.createdAt} < now() - make_interval(secs => ${STALLED_AFTER_MS / 1000})`,
      ),
    )
    .limit(BATCH);
  const unpaidIds = new Set(unpaid.map((r) => r.id));
  for (const { id } of [...due, ...stalled]) {
    if (unpaidIds.has(id)) continue;
    const settled = await chargeBalance(deps, id);
    if (settled?.status === 'succeeded') result.charged++;
    else if (settled?.status === 'failed') result.declined++;
  }

  for (const { id } of unpaid) {
    await cancelPlace(deps, {
      placeId: id,
      by: 'unpaid',
      reason: 'The balance was not paid by a week before the start.',
      refund: 'policy',
      now,
    });
    result.cancelledUnpaid++;
  }

  // 4. Waitlist offers whose 48 hours ran out: the spots go to the next in line.
  const expired = await db
    .select({ id: retreatWaitlist.id, optionId: retreatWaitlist.optionId })
    .from(retreatWaitlist)
    .where(
      and(
        eq(retreatWaitlist.status, 'offered'),
        lte(retreatWaitlist.offerExpiresAt, now),
        retreatId === undefined ? undefined : eq(retreatWaitlist.retreatId, retreatId),
      ),
    )
    .limit(BATCH);
  for (const entry of expired) {
    const done = await commitThenAnnounce(db, events, async (tx, announce) => {
      const [gone] = await tx
        .update(retreatWaitlist)
        .set({ status: 'expired' })
        .where(and(eq(retreatWaitlist.id, entry.id), eq(retreatWaitlist.status, 'offered')))
        .returning({ people: retreatWaitlist.people });
      if (!gone) return false;
      await tx
        .update(retreatOptions)
        .set({ held: sql`greatest(0, ${retreatOptions.held} - ${gone.people})` })
        .where(eq(retreatOptions.id, entry.optionId));
      await offerFreeSpots(tx, entry.optionId, now, announce);
      return true;
    });
    if (done) result.offersExpired++;
  }
  return result;
}
