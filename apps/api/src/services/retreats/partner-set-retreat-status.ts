import { eq } from 'drizzle-orm';
import type { PartnerRetreat } from '@restora/shared/contracts/partner-retreats';
import { utcDay } from '@restora/shared/domain/booking-window';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import type { Database } from '../../db/client';
import { retreatBookings, retreats } from '../../db/schema/retreats';
import { AppError } from '../../errors';
import { ownedRetreat, partnerRetreatView } from './partner-retreat-dto';
import { holdRetreatRooms, releaseRetreatRooms } from './partner-room-holds';
import { CANCELLED_LOCKED } from './partner-update-retreat';

export const START_PASSED = 'The start date is in the future';
export const ALREADY_BOOKED = 'Someone has booked this retreat: cancel it instead, and everyone is refunded.';

/**
 * Publishes a draft (its start still to come; its options' rooms held for the program) or takes a published
 * retreat back to draft while nobody has booked it (docs/decisions/retreats-partner-console.md).
 */
export async function setPartnerRetreatStatus({
  db,
  events,
  actor,
  id,
  status,
  today = utcDay(),
}: {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  id: number;
  status: 'published' | 'draft';
  today?: string;
}): Promise<PartnerRetreat> {
  return commitThenAnnounce(db, events, async (tx, announce) => {
    const row = await ownedRetreat(tx, actor.userId, id, { lock: true });
    if (row.status === 'cancelled') throw new AppError('conflict', CANCELLED_LOCKED);
    if (row.status === status) return partnerRetreatView(tx, id);
    const before = await partnerRetreatView(tx, id);
    let rooms: number;
    if (status === 'published') {
      if (row.startDate <= today) throw new AppError('conflict', START_PASSED, { startDate: START_PASSED });
      rooms = await holdRetreatRooms(tx, row, actor.userId);
    } else {
      const [booked] = await tx
        .select({ id: retreatBookings.id })
        .from(retreatBookings)
        .where(eq(retreatBookings.retreatId, id))
        .limit(1);
      if (booked) throw new AppError('conflict', ALREADY_BOOKED);
      rooms = await releaseRetreatRooms(tx, id);
    }
    await tx.update(retreats).set({ status, updatedAt: new Date() }).where(eq(retreats.id, id));
    const after = await partnerRetreatView(tx, id);
    await recordAudit(tx, actor, {
      action: status === 'published' ? 'retreat.publish' : 'retreat.unpublish',
      object: { type: 'retreat', id },
      before,
      after,
    });
    announce({ type: 'catalogue.changed', topic: 'retreats' });
    // The held nights leave dated stay searches.
    if (rooms > 0) announce({ type: 'catalogue.changed', topic: 'stays' });
    return after;
  });
}
