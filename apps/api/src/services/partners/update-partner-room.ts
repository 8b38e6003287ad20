import { eq } from 'drizzle-orm';
import type { PartnerRoom, roomInputSchema } from '@restora/shared/contracts/partner-listings';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import type { Database } from '../../db/client';
import { stayRooms } from '../../db/schema/stays';
import { toPartnerRoom } from './listing-dto';
import { ownedRoom } from '../organisations';

/**
 * Saves the room form: name, description, guests, nightly price and cleaning fee. Quotes and payments read
 * the new prices at once; bookings already made keep the lines they were paid with
 * (docs/decisions/prices-and-quotes.md).
 */
export async function updatePartnerRoom({
  db,
  events,
  actor,
  id,
  input,
}: {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  id: number;
  input: z.output<typeof roomInputSchema>;
}): Promise<PartnerRoom> {
  const updated = await commitThenAnnounce(db, events, async (tx, announce) => {
    const { room, property } = await ownedRoom(tx, actor.userId, id, { lock: true });
    const [row] = await tx.update(stayRooms).set(input).where(eq(stayRooms.id, id)).returning();
    const after = toPartnerRoom(row!, property);
    const before = toPartnerRoom(room, property);
    await recordAudit(tx, actor, { action: 'room.update', object: { type: 'room', id }, before, after });
    announce({ type: 'catalogue.changed', topic: 'stays' });
    return after;
  });
  return updated;
}
