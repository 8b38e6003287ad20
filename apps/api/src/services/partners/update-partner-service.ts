import { eq, sql } from 'drizzle-orm';
import type { PartnerService, serviceInputSchema } from '@restora/shared/contracts/partner-services';
import type { z } from 'zod';
import { announceChange } from '../../db/change-notices';
import type { Database } from '../../db/client';
import { services } from '../../db/schema/services';
import { ownedProperty } from './partner-access';
import { ownedService } from './service-access';
import { serviceArtwork, toPartnerService } from './service-dto';

/**
 * Saves the service form; the service may move to another of the partner's properties. Bookings already
 * made keep their price and date; a lower capacity refuses new bookings of a day already past it and
 * cancels none (docs/decisions/partner-services.md).
 */
export async function updatePartnerService({
  db,
  userId,
  id,
  input,
}: {
  db: Database;
  userId: string;
  id: number;
  input: z.output<typeof serviceInputSchema>;
}): Promise<PartnerService> {
  await ownedService(db, userId, id);
  const property = await ownedProperty(db, userId, input.propertyId);
  const [row] = await db
    .update(services)
    .set({ ...input, imageUrl: serviceArtwork(input.category), updatedAt: sql`now()` })
    .where(eq(services.id, id))
    .returning();
  await announceChange(db, 'stays');
  return toPartnerService(row!, property);
}
