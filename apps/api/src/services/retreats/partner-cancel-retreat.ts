import { and, eq, inArray } from 'drizzle-orm';
import type { PartnerRetreat } from '@restora/shared/contracts/partner-retreats';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import { enqueueJobs } from '../jobs/enqueue-job';
import type { Database } from '../../db/client';
import { retreatBookings, retreatOptions, retreats, retreatWaitlist } from '../../db/schema/retreats';
import { AppError } from '../../errors';
import { ownedRetreat, partnerRetreatView } from './partner-retreat-dto';
import { releaseRetreatRooms } from './partner-room-holds';
import { declineWaitingRequests } from './retreat-requests';
import { CANCELLED_LOCKED } from './partner-update-retreat';

/** The job that cancels one place of a cancelled retreat, refunds it in full and mails the guest. */
export const CANCEL_PLACE_QUEUE = 'retreats.cancel-place';

/**
 * The partner cancels a retreat (docs/decisions/retreats-partner-console.md): it leaves the catalogue, its
 * rooms' nights are freed, the waitlist is closed, and every place still held gets one job, written in
 * the same transaction, that cancels it with a full refund and a mail. The refunds happen in the jobs, not
 * here: a provider that is slow or down cannot hold the partner's answer or undo the cancellation.
 */
export async function cancelPartnerRetreat({
  db,
  events,
  actor,
  id,
  reason,
}: {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  id: number;
  reason: string;
}): Promise<PartnerRetreat> {
  return commitThenAnnounce(db, events, async (tx, announce) => {
    const row = await ownedRetreat(tx, actor.userId, id, { lock: true });
    if (row.status === 'cancelled') throw new AppError('conflict', CANCELLED_LOCKED);
    const before = await partnerRetreatView(tx, id);
    await tx
      .update(retreats)
      .set({
        status: 'cancelled',
        cancelledAt: new Date(),
        cancellationReason: reason,
        updatedAt: new Date(),
      })
      .where(eq(retreats.id, id));
    const rooms = await releaseRetreatRooms(tx, id);
    await tx
      .update(retreatWaitlist)
      .set({ status: 'left' })
      .where(and(eq(retreatWaitlist.retreatId, id), inArray(retreatWaitlist.status, ['waiting', 'offered'])));
    await tx.update(retreatOptions).set({ held: 0 }).where(eq(retreatOptions.retreatId, id));
    // Requests waiting for an answer are declined, never captured (docs/decisions/request-to-book.md).
    await declineWaitingRequests(tx, id);
    const places = await tx
      .select({ id: retreatBookings.id })
      .from(retreatBookings)
      .where(
        and(eq(retreatBookings.retreatId, id), inArray(retreatBookings.status, ['confirmed', 'pending'])),
      );
    await enqueueJobs(
      tx,
      ...places.map((p) => ({
        queue: CANCEL_PLACE_QUEUE,
        payload: { bookingId: p.id, reason, by: 'partner', refund: 'all' },
      })),
    );
    const after = await partnerRetreatView(tx, id);
    await recordAudit(tx, actor, {
      action: 'retreat.cancel',
      object: { type: 'retreat', id },
      before,
      after: { ...after, cancellationReason: reason, placesToCancel: places.map((p) => p.id) },
    });
    announce({ type: 'catalogue.changed', topic: 'retreats' });
    if (rooms > 0) announce({ type: 'catalogue.changed', topic: 'stays' });
    return after;
  });
}
