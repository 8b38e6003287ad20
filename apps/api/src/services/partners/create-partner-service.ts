import type { PartnerService, serviceInputSchema } from '@restora/shared/contracts/partner-services';
import type { z } from 'zod';
import { announceChange } from '../../db/change-notices';
import type { Database } from '../../db/client';
import { services } from '../../db/schema/services';
import { ownedProperty } from './partner-access';
import { serviceArtwork, toPartnerService } from './service-dto';

/**
 * A new service of one of the partner's properties, with its category's artwork. Travellers see it at once
 * with that property's rooms (docs/decisions/partner-services.md).
 */
export async function createPartnerService({
  db,
  userId,
  input,
}: {
  db: Database;
  userId: string;
  input: z.output<typeof serviceInputSchema>;
}): Promise<PartnerService> {
  const property = await ownedProperty(db, userId, input.propertyId);
  const [row] = await db
    .insert(services)
    .values({ ...input, imageUrl: serviceArtwork(input.category) })
    .returning();
  // Services have no cache of their own; the notice makes catalogue reads on a replica wait for the
  // change (docs/decisions/read-replica.md).
  await announceChange(db, 'stays');
  return toPartnerService(row!, property);
}
