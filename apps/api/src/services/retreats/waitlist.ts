import { and, eq, inArray, sql } from 'drizzle-orm';
import type { JoinWaitlistInput } from '@restora/shared/contracts/retreats';
import { RETREAT_TEXTS } from '@restora/shared/domain/retreats';
import type { Database } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';
import { retreatOptions, retreats, retreatWaitlist } from '../../db/schema/retreats';
import { AppError } from '../../errors';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import { offerFreeSpots } from './spots';

// The waitlist of a full option (docs/decisions/retreats.md, "Waitlist"): first come, first offered.

export async function joinWaitlist(
  db: Database,
  { userId, retreatId, input }: { userId: string; retreatId: number; input: JoinWaitlistInput },
) {
  const [row] = await db
    .select({ option: retreatOptions, status: retreats.status })
    .from(retreatOptions)
    .innerJoin(retreats, eq(retreats.id, retreatOptions.retreatId))
    .where(and(eq(retreatOptions.id, input.optionId), eq(retreats.id, retreatId)));
  if (!row || row.status === 'draft') throw new AppError('not_found', RETREAT_TEXTS.notFound);
  if (row.status !== 'published') throw new AppError('conflict', RETREAT_TEXTS.notBookable);
  const left = row.option.spots - row.option.taken - row.option.held;
  if (left >= input.people)
    throw new AppError('conflict', 'There are spots free: book one now instead of joining the waitlist.');
  try {
    const [entry] = await db
      .insert(retreatWaitlist)
      .values({ retreatId, optionId: input.optionId, userId, people: input.people })
      .returning();
    return entry!;
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new AppError('conflict', RETREAT_TEXTS.alreadyWaiting);
    throw error;
  }
}

/** Leaves the waitlist; an offer given up frees its spots for the next in line at once. */
export async function leaveWaitlist(
  db: Database,
  events: DomainEvents,
  { userId, id }: { userId: string; id: number },
) {
  await commitThenAnnounce(db, events, async (tx, announce) => {
    const [entry] = await tx
      .update(retreatWaitlist)
      .set({ status: 'left' })
      .where(
        and(
          eq(retreatWaitlist.id, id),
          eq(retreatWaitlist.userId, userId),
          inArray(retreatWaitlist.status, ['waiting', 'offered']),
        ),
      )
      .returning();
    if (!entry) {
      const [mine] = await tx
        .select({ id: retreatWaitlist.id })
        .from(retreatWaitlist)
        .where(and(eq(retreatWaitlist.id, id), eq(retreatWaitlist.userId, userId)));
      if (!mine) throw new AppError('not_found', 'Waitlist entry not found');
      return;
    }
    if (entry.offeredAt) {
      await tx
        .update(retreatOptions)
        .set({ held: sql`greatest(0, ${retreatOptions.held} - ${entry.people})` })
        .where(eq(retreatOptions.id, entry.optionId));
      await offerFreeSpots(tx, entry.optionId, new Date(), announce);
    }
  });
}
