import { eq } from 'drizzle-orm';
import type { PartnerPropertyDetail, propertyInputSchema } from '@restora/shared/contracts/partner-listings';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import type { Database } from '../../db/client';
import { properties, stayRooms } from '../../db/schema/stays';
import { toPropertyDetail } from './listing-dto';
import { ownedProperty } from '../organisations';
import { propertyValues } from './property-values';

/**
 * Saves the property form. Its amenities and wellness features are written to every room of the property
 * in the same transaction, as search filters rooms on them (docs/decisions/partner-listings.md); the
 * location and type reach the rooms' copies by trigger. Every process's caches forget the catalogue.
 */
export async function updatePartnerProperty({
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
  input: z.output<typeof propertyInputSchema>;
}): Promise<PartnerPropertyDetail> {
  const detail = await commitThenAnnounce(db, events, async (tx, announce) => {
    const before = await toPropertyDetail(tx, await ownedProperty(tx, actor.userId, id, { lock: true }));
    const values = propertyValues(input);
    const [row] = await tx.update(properties).set(values).where(eq(properties.id, id)).returning();
    await tx
      .update(stayRooms)
      .set({ amenities: values.amenities, wellnessFeatures: values.wellnessFeatures })
      .where(eq(stayRooms.propertyId, id));
    const after = await toPropertyDetail(tx, row!);
    await recordAudit(tx, actor, {
      action: 'property.update',
      object: { type: 'property', id },
      before,
      after,
    });
    announce({ type: 'catalogue.changed', topic: 'stays' });
    return after;
  });
  return detail;
}
