import { and, eq, inArray } from 'drizzle-orm';
import type { AdminCancelledRetreat } from '@restora/shared/contracts/admin-retreats';
import { RETREAT_TEXTS } from '@restora/shared/domain/retreats';
import type { Database } from '../../db/client';
import { roomNights } from '../../db/schema/room-calendar';
import { retreatBookings, retreatOptions, retreats, retreatWaitlist } from '../../db/schema/retreats';
import { AppError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import { enqueueJobs } from '../jobs/enqueue-job';
import { declineWaitingRequests } from '../retreats';

// The operator cancels a whole retreat (docs/decisions/retreats-back-office.md, "Cancelling a retreat"): in
// one transaction the retreat is cancelled, the room nights its options held are freed, and one job per
// confirmed place is written to cancel it and refund everything it paid (workers/retreat-jobs.ts runs them
// through cancelPlace, so a crash halfway refunds the rest on the next run and nothing twice).

export const RETREAT_ALREADY_CANCELLED = 'This retreat is already cancelled.';
/** The job queue whose handler cancels and refunds one place (workers/retreat-jobs.ts). */
export const CANCEL_PLACE_QUEUE = 'retreats.cancel-place';

export async function cancelRetreat({
  db,
  events,
  actor,
  retreatId,
  reason,
  now = new Date(),
}: {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  retreatId: number;
  reason: string;
  now?: Date;
}): Promise<AdminCancelledRetreat> {
  return commitThenAnnounce(db, events, async (tx, announce) => {
    const [retreat] = await tx.select().from(retreats).where(eq(retreats.id, retreatId)).for('update');
    if (!retreat) throw new AppError('not_found', RETREAT_TEXTS.notFound);
    if (retreat.status === 'cancelled') throw new AppError('conflict', RETREAT_ALREADY_CANCELLED);
    await tx
      .update(retreats)
      .set({ status: 'cancelled', cancelledAt: now, cancellationReason: reason, updatedAt: now })
      .where(eq(retreats.id, retreatId));
    const options = tx
      .select({ id: retreatOptions.id })
      .from(retreatOptions)
      .where(eq(retreatOptions.retreatId, retreatId));
    await tx
      .delete(roomNights)
      .where(and(eq(roomNights.kind, 'retreat'), inArray(roomNights.retreatOptionId, options)));
    // No one is offered a spot of a cancelled retreat: the waitlist ends and the spots it held are let go.
    await tx
      .update(retreatWaitlist)
      .set({ status: 'expired' })
      .where(
        and(
          eq(retreatWaitlist.retreatId, retreatId),
          inArray(retreatWaitlist.status, ['waiting', 'offered']),
        ),
      );
    await tx.update(retreatOptions).set({ held: 0 }).where(eq(retreatOptions.retreatId, retreatId));
    // Requests waiting for an answer are declined, never captured (docs/decisions/request-to-book.md).
    await declineWaitingRequests(tx, retreatId);
    const places = await tx
      .select({ id: retreatBookings.id })
      .from(retreatBookings)
      .where(and(eq(retreatBookings.retreatId, retreatId), eq(retreatBookings.status, 'confirmed')));
    await enqueueJobs(
      tx,
      ...places.map((p) => ({
        queue: CANCEL_PLACE_QUEUE,
        payload: { bookingId: p.id, reason, by: 'operator', refund: 'all' },
      })),
    );
    await recordAudit(tx, actor, {
      action: 'retreat.cancel',
      object: { type: 'retreat', id: retreatId },
      before: { status: retreat.status },
      after: { status: 'cancelled', reason, placesQueued: places.length },
    });
    announce({ type: 'catalogue.changed', topic: 'stays' });
    return { id: retreatId, status: 'cancelled' as const, placesQueued: places.length };
  });
}
