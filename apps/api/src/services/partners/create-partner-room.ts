import type { PartnerRoom, roomInputSchema } from '@restora/shared/contracts/partner-listings';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import type { Database } from '../../db/client';
import { stayRooms } from '../../db/schema/stays';
import { toPartnerRoom } from './listing-dto';
import { ownedProperty } from '../organisations';

/**
 * A new room of one of the partner's properties. It takes the property's amenities and wellness features
 * (docs/decisions/partner-listings.md) and, by trigger, its location, type and published state: a room
 * added to a published property is on show at once.
 */
export async function createPartnerRoom({
  db,
  events,
  actor,
  propertyId,
  input,
}: {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  propertyId: number;
  input: z.output<typeof roomInputSchema>;
}): Promise<PartnerRoom> {
  const room = await commitThenAnnounce(db, events, async (tx, announce) => {
    const property = await ownedProperty(tx, actor.userId, propertyId, { lock: true });
    const [row] = await tx
      .insert(stayRooms)
      .values({
        ...input,
        propertyId,
        amenities: property.amenities,
        wellnessFeatures: property.wellnessFeatures,
      })
      .returning();
    const created = toPartnerRoom(row!, property);
    await recordAudit(tx, actor, {
      action: 'room.create',
      object: { type: 'room', id: created.id },
      after: created,
    });
    announce({ type: 'catalogue.changed', topic: 'stays' });
    return created;
  });
  return room;
}
