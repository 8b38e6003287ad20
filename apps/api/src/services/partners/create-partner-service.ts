import type { PartnerService, serviceInputSchema } from '@restora/shared/contracts/partner-services';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { announceChange } from '../../db/change-notices';
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
  actor,
  input,
}: {
  db: Database;
  actor: AuditActor;
  input: z.output<typeof serviceInputSchema>;
}): Promise<PartnerService> {
  const created = await db.transaction(async (tx) => {
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
    return service;
  });
  // Services have no cache of their own; the notice makes catalogue reads on a replica wait for the
  // change (docs/decisions/read-replica.md).
  await announceChange(db, 'stays');
  return created;
}
