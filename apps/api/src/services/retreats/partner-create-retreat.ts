import type { PartnerRetreat } from '@restora/shared/contracts/partner-retreats';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import type { Database } from '../../db/client';
import { retreatOptions, retreats } from '../../db/schema/retreats';
import { ownedProperty } from '../organisations';
import { partnerRetreatView } from './partner-retreat-dto';
import { checkFacilitatorPhotos } from './retreat-gallery';
import {
  checkOptionRooms,
  firstImage,
  optionValues,
  retreatTerms,
  retreatTexts,
  type RetreatFormInput,
} from './partner-retreat-values';

/**
 * A new retreat at one of the partner's properties, as a draft: guests see it once it is published
 * (docs/decisions/retreats-partner-console.md). Another organisation's property is a 404, an option's room
 * of another property a 400 on that option's field.
 */
export async function createPartnerRetreat({
  db,
  events,
  actor,
  input,
}: {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  input: RetreatFormInput;
}): Promise<PartnerRetreat> {
  return commitThenAnnounce(db, events, async (tx, announce) => {
    await ownedProperty(tx, actor.userId, input.propertyId, { lock: true });
    const rooms = await checkOptionRooms(tx, input.propertyId, input);
    await checkFacilitatorPhotos(tx, null, input);
    const [row] = await tx
      .insert(retreats)
      .values({
        ...retreatTexts(input),
        ...retreatTerms(input),
        propertyId: input.propertyId,
        imageUrl: firstImage(rooms),
        status: 'draft',
        createdBy: actor.userId,
      })
      .returning({ id: retreats.id });
    await tx.insert(retreatOptions).values(optionValues(row!.id, input));
    const created = await partnerRetreatView(tx, row!.id);
    await recordAudit(tx, actor, {
      action: 'retreat.create',
      object: { type: 'retreat', id: created.id },
      after: created,
    });
    // A draft shows nowhere yet; announced all the same, as every write to the catalogue is.
    announce({ type: 'catalogue.changed', topic: 'retreats' });
    return created;
  });
}
