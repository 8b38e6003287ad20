import { count, eq } from 'drizzle-orm';
import type { PartnerPropertyDetail } from '@restora/shared/contracts/partner-listings';
import { PUBLISH_NEEDS_ROOM } from '@restora/shared/domain/partner-listings';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import type { Database } from '../../db/client';
import { properties, stayRooms } from '../../db/schema/stays';
import { AppError } from '../../errors';
import { toPropertyDetail } from './listing-dto';
import { ownedProperty } from '../organisations';

/**
 * Publishes or unpublishes a property (docs/decisions/partner-listings.md). Publishing needs a room (409
 * without one). The rooms' copy follows by trigger in the same transaction, and every process's caches
 * forget the catalogue at once, so search, featured stays, the quiz and the pages show it or stop showing
 * it. Bookings already made stand either way.
 */
export async function setPropertyPublished({
  db,
  events,
  actor,
  id,
  published,
}: {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  id: number;
  published: boolean;
}): Promise<PartnerPropertyDetail> {
  const detail = await commitThenAnnounce(db, events, async (tx, announce) => {
    const before = await toPropertyDetail(tx, await ownedProperty(tx, actor.userId, id, { lock: true }));
    const after = await toPropertyDetail(tx, await writePropertyPublished(tx, id, published));
    await recordAudit(tx, actor, {
      action: published ? 'property.publish' : 'property.unpublish',
      object: { type: 'property', id },
      before,
      after,
    });
    announce({ type: 'catalogue.changed', topic: 'stays' });
    return after;
  });
  return detail;
}

/**
 * The write itself, in the caller's transaction with the property already locked: shared by the partner's
 * console and the operator's back office (docs/decisions/admin-moderation.md). The caller's transaction
 * announces `catalogue.changed` (docs/decisions/after-commit.md).
 */
export async function writePropertyPublished(tx: Database, id: number, published: boolean) {
  if (published) {
    const [rooms] = await tx.select({ n: count() }).from(stayRooms).where(eq(stayRooms.propertyId, id));
    if (!rooms?.n) throw new AppError('conflict', PUBLISH_NEEDS_ROOM);
  }
  const [row] = await tx.update(properties).set({ published }).where(eq(properties.id, id)).returning();
  return row!;
}
