import type { PartnerService, serviceInputSchema } from '@restora/shared/contracts/partner-services';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import type { Database } from '../../db/client';
import { services } from '../../db/schema/services';
import { ownedProperty } from '../organisations';
import { serviceArtwork, toPartnerService } from './service-dto';

/**
 * A new service of one of the partner's properties, with its category's artwork. Travellers see it at once
 * with that property's rooms (docs/decisions/partner-services.md).
 */
export async function createPartnerService({
  db,
  events,
  actor,
  input,
}: {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  input: z.output<typeof serviceInputSchema>;
}): Promise<PartnerService> {
  const created = await commitThenAnnounce(db, events, async (tx, announce) => {
    const property = await ownedProperty(tx, actor.userId, input.propertyId);
    const [row] = await tx
      .insert(services)
      .values({ ...input, imageUrl: serviceArtwork(input.category) })
      .returning();
    const service = toPartnerService(row!, property);
    await recordAudit(tx, actor, {
      action: 'service.create',
      object: { type: 'service', id: service.id },
      after: service,
    });
    // Services have no cache of their own; the notice makes catalogue reads on a replica wait for the
    // change (docs/decisions/read-replica.md).
    announce({ type: 'catalogue.changed', topic: 'stays' });
    return service;
  });
  return created;
}
