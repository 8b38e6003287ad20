import { eq } from 'drizzle-orm';
import type { PartnerRetreat } from '@restora/shared/contracts/partner-retreats';
import { RETREAT_TEXTS } from '@restora/shared/domain/retreats';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import type { Database } from '../../db/client';
import { retreatOptions, retreats } from '../../db/schema/retreats';
import { AppError } from '../../errors';
import { ownedProperty } from '../organisations';
import { moveRetreatPhotos } from '../photos';
import { optionsOf, ownedRetreat, partnerRetreatView } from './partner-retreat-dto';
import {
  checkOptionRooms,
  deleteOptions,
  firstImage,
  optionValues,
  retreatTerms,
  retreatTexts,
  type RetreatFormInput,
} from './partner-retreat-values';
import { checkFacilitatorPhotos } from './retreat-gallery';

export const CANCELLED_LOCKED = 'A cancelled retreat cannot change.';
export const SPOTS_BELOW_BOOKED = (booked: number) =>
  `${booked} ${booked === 1 ? 'spot is' : 'spots are'} booked or held: keep at least that many`;

/**
 * Saves the retreat form (docs/decisions/retreats-partner-console.md). A draft is replaced whole, options
 * included. A published retreat keeps its property, dates, money terms and options (their prices, early
 * birds and rooms): its texts change, and an option's spots may change but never below the people booked
 * or held on it; anything else is a 409.
 */
export async function updatePartnerRetreat({
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
  input: RetreatFormInput;
}): Promise<PartnerRetreat> {
  return commitThenAnnounce(db, events, async (tx, announce) => {
    const row = await ownedRetreat(tx, actor.userId, id, { lock: true });
    if (row.status === 'cancelled') throw new AppError('conflict', CANCELLED_LOCKED);
    const before = await partnerRetreatView(tx, id);
    await checkFacilitatorPhotos(tx, id, input);
    if (row.status === 'draft') {
      await ownedProperty(tx, actor.userId, input.propertyId);
      const rooms = await checkOptionRooms(tx, input.propertyId, input);
      const moved = input.propertyId !== row.propertyId;
      await tx
        .update(retreats)
        .set({
          ...retreatTexts(input),
          ...retreatTerms(input),
          propertyId: input.propertyId,
          ...(moved ? { imageUrl: firstImage(rooms) } : {}),
          updatedAt: new Date(),
        })
        .where(eq(retreats.id, id));
      if (moved) await moveRetreatPhotos(tx, id, input.propertyId);
      // A draft has no bookings nor waitlist (unpublishing is refused once someone booked), so its options
      // are simply written again.
      await deleteOptions(tx, id);
      await tx.insert(retreatOptions).values(optionValues(id, input));
    } else {
      const options = await optionsOf(tx, id);
      checkPublishedChange(row, options, input);
      await tx
        .update(retreats)
        .set({ ...retreatTexts(input), updatedAt: new Date() })
        .where(eq(retreats.id, id));
      for (const [i, o] of options.entries()) {
        const wanted = input.options[i]!;
        await tx
          .update(retreatOptions)
          .set({ name: wanted.name, description: wanted.description, spots: wanted.spots })
          .where(eq(retreatOptions.id, o.id));
      }
    }
    const after = await partnerRetreatView(tx, id);
    await recordAudit(tx, actor, {
      action: 'retreat.update',
      object: { type: 'retreat', id },
      before,
      after,
    });
    announce({ type: 'catalogue.changed', topic: 'retreats' });
    return after;
  });
}

function checkPublishedChange(
  row: typeof retreats.$inferSelect,
  options: (typeof retreatOptions.$inferSelect)[],
  input: RetreatFormInput,
) {
  const locked = () => new AppError('conflict', RETREAT_TEXTS.publishedLocked);
  if (
    input.propertyId !== row.propertyId ||
    input.startDate !== row.startDate ||
    input.endDate !== row.endDate ||
    input.depositPercent !== row.depositPercent ||
    input.balanceDueDays !== row.balanceDueDays ||
    input.cancellationPolicy !== row.cancellationPolicy ||
    input.options.length !== options.length
  )
    throw locked();
  const fields: Record<string, string> = {};
  options.forEach((o, i) => {
    const wanted = input.options[i]!;
    if (
      wanted.priceCents !== o.priceCents ||
      wanted.earlyBirdPriceCents !== o.earlyBirdPriceCents ||
      wanted.earlyBirdUntil !== o.earlyBirdUntil ||
      wanted.earlyBirdSpots !== o.earlyBirdSpots ||
      wanted.roomId !== o.roomId
    )
      throw locked();
    if (wanted.spots < o.taken + o.held) fields[`options.${i}.spots`] = SPOTS_BELOW_BOOKED(o.taken + o.held);
  });
  if (Object.keys(fields).length > 0) throw new AppError('conflict', Object.values(fields)[0]!, fields);
}
