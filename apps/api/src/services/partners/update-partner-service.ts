import { eq, sql } from 'drizzle-orm';
import type { PartnerService, serviceInputSchema } from '@restora/shared/contracts/partner-services';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import type { Database } from '../../db/client';
import { services } from '../../db/schema/services';
import { ownedProperty } from '../organisations';
import { ownedService } from './service-access';
import { serviceArtwork, toPartnerService } from './service-dto';

/**
 * Saves the service form; the service may move to another of the partner's properties. Bookings already
 * made keep their price and date; a lower capacity refuses new bookings of a day already past it and
 * cancels none (docs/decisions/partner-services.md).
 */
export async function updatePartnerService({
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
  input: z.output<typeof serviceInputSchema>;
}): Promise<PartnerService> {
  const updated = await commitThenAnnounce(db, events, async (tx, announce) => {
    const owned = await ownedService(tx, actor.userId, id, { lock: true });
    const property = await ownedProperty(tx, actor.userId, input.propertyId);
    const [row] = await tx
      .update(services)
      .set({ ...input, imageUrl: serviceArtwork(input.category), updatedAt: sql`now()` })
      .where(eq(services.id, id))
      .returning();
    const after = toPartnerService(row!, property);
    const before = toPartnerService(owned.service, owned.property);
    await recordAudit(tx, actor, {
      action: 'service.update',
      object: { type: 'service', id },
      before,
      after,
    });
    announce({ type: 'catalogue.changed', topic: 'stays' });
    return after;
  });
  return updated;
}
