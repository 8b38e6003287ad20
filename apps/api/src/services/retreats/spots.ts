import { and, asc, eq, sql } from 'drizzle-orm';
import { WAITLIST_HOLD_HOURS } from '@restora/shared/domain/retreats';
import type { Database } from '../../db/client';
import { retreatOptions, retreatWaitlist } from '../../db/schema/retreats';
import type { Announce } from '../events/domain-events';

// An option's spots (docs/decisions/retreats.md, "The last spot"): `taken` (people of holding places) and
// `held` (people a waitlist offer keeps a spot for) change only by conditional UPDATEs, so the check and
// the change are one statement and the last spot goes to exactly one buyer on PGlite and PostgreSQL alike.

/**
 * Takes `people` spots of an option, and the early-bird price's spots too when `earlyBird`; with
 * `fromOffer`, the spots a waitlist offer held for this buyer become theirs. False when they are not free
 * (someone else took them first) or the early-bird spots ran out.
 */
export async function takeSpots(
  tx: Database,
  {
    optionId,
    people,
    earlyBird,
    fromOffer = 0,
  }: { optionId: number; people: number; earlyBird: boolean; fromOffer?: number },
): Promise<boolean> {
  const rows = await tx
    .update(retreatOptions)
    .set({
      taken: sql`${retreatOptions.taken} + ${people}`,
      held: sql`${retreatOptions.held} - ${fromOffer}`,
      earlyTaken: earlyBird ? sql`${retreatOptions.earlyTaken} + ${people}` : retreatOptions.earlyTaken,
    })
    .where(
      and(
        eq(retreatOptions.id, optionId),
        sql`${retreatOptions.taken} + ${retreatOptions.held} - ${fromOffer} + ${people} <= ${retreatOptions.spots}`,
        earlyBird
          ? sql`(${retreatOptions.earlyBirdSpots} is null or ${retreatOptions.earlyTaken} + ${people} <= ${retreatOptions.earlyBirdSpots})`
          : undefined,
      ),
    )
    .returning({ id: retreatOptions.id });
  return rows.length === 1;
}

/** Gives spots back (a failed payment, a cancellation); the early-bird ones too when the place had them. */
export async function releaseSpots(
  tx: Database,
  { optionId, people, earlyBird }: { optionId: number; people: number; earlyBird: boolean },
) {
  await tx
    .update(retreatOptions)
    .set({
      taken: sql`greatest(0, ${retreatOptions.taken} - ${people})`,
      earlyTaken: earlyBird
        ? sql`greatest(0, ${retreatOptions.earlyTaken} - ${people})`
        : retreatOptions.earlyTaken,
    })
    .where(eq(retreatOptions.id, optionId));
}

/**
 * Offers free spots of an option to the waitlist, first come first offered: each entry whose party fits
 * in what is free gets the spots held for it for 48 hours and a mail. Runs with the option's row locked,
 * so two releases at once never offer the same spot twice.
 */
export async function offerFreeSpots(tx: Database, optionId: number, now: Date, announce: Announce) {
  const [option] = await tx
    .select()
    .from(retreatOptions)
    .where(eq(retreatOptions.id, optionId))
    .for('update');
  if (!option) return;
  let free = option.spots - option.taken - option.held;
  if (free <= 0) return;
  const waiting = await tx
    .select()
    .from(retreatWaitlist)
    .where(and(eq(retreatWaitlist.optionId, optionId), eq(retreatWaitlist.status, 'waiting')))
    .orderBy(asc(retreatWaitlist.createdAt), asc(retreatWaitlist.id))
    .limit(50);
  const expires = new Date(now.getTime() + WAITLIST_HOLD_HOURS * 3600_000);
  let held = 0;
  for (const entry of waiting) {
    if (entry.people > free) continue;
    await tx
      .update(retreatWaitlist)
      .set({ status: 'offered', offeredAt: now, offerExpiresAt: expires })
      .where(eq(retreatWaitlist.id, entry.id));
    free -= entry.people;
    held += entry.people;
    announce({ type: 'retreat.waitlist-offered', userId: entry.userId, waitlistEntryId: entry.id });
    if (free <= 0) break;
  }
  if (held)
    await tx
      .update(retreatOptions)
      .set({ held: sql`${retreatOptions.held} + ${held}` })
      .where(eq(retreatOptions.id, optionId));
}
