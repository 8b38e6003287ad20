import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { calendarEnd } from '@restora/shared/domain/room-calendar';
import { safeFetch, SafeFetchError, type SafeFetchOptions } from '../../adapters/safe-fetch';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { partnerMembers } from '../../db/schema/partners';
import { retreatOptions, retreats } from '../../db/schema/retreats';
import { calendarConflicts, calendarFeeds, roomNights } from '../../db/schema/room-calendar';
import { properties, stayRooms } from '../../db/schema/stays';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import { enqueueMail } from '../mail/outbox';
import { earliestNight, lockRoomNights } from '../room-calendar';
import { feedEvents, FeedFormatError, type FeedEvent } from './feed-events';
import { conflictKey, planNights, type NightsPlan } from './plan-nights';

// One sync of one imported calendar (docs/decisions/calendar-sync.md): fetch (outside any transaction),
// read, then write only what changed, under the room's advisory lock, in one transaction.

const DAY_MS = 86_400_000;

export type SyncOutcome =
  | { ok: true; inserted: number; updated: number; removed: number; conflicts: number }
  | { ok: false; error: string };

type Feed = typeof calendarFeeds.$inferSelect;

export async function syncFeed({
  db,
  events,
  feedId,
  fetchOptions = {},
  now = Date.now(),
}: {
  db: Database;
  events: DomainEvents;
  feedId: number;
  fetchOptions?: SafeFetchOptions;
  now?: number;
}): Promise<SyncOutcome | null> {
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feedId));
  if (!feed) return null;
  const window = { from: earliestNight(now), to: calendarEnd(now) };
  let parsed: FeedEvent[];
  try {
    const answer = await safeFetch(feed.url, fetchOptions);
    if (answer.status !== 200) throw new SafeFetchError(`The calendar's address answered ${answer.status}.`);
    parsed = feedEvents(answer.body, window);
  } catch (error) {
    if (!(error instanceof SafeFetchError) && !(error instanceof FeedFormatError)) throw error;
    await recordFailure(db, feed, error.message, now);
    return { ok: false, error: error.message };
  }
  return await applyEvents(db, events, feed, parsed, window.from, now);
}

async function applyEvents(
  db: Database,
  events: DomainEvents,
  feed: Feed,
  parsed: FeedEvent[],
  from: string,
  now: number,
): Promise<SyncOutcome> {
  return await commitThenAnnounce(db, events, async (tx, announce) => {
    await lockRoomNights(tx, feed.roomId);
    const start = parsed.reduce((min, e) => (e.checkIn < min ? e.checkIn : min), from);
    // One after another: a transaction is one connection, on which pg 9 refuses overlapping queries.
    const taken = await tx
      .select({
        kind: roomNights.kind,
        bookingId: roomNights.bookingId,
        retreatId: retreatOptions.retreatId,
        checkIn: roomNights.checkIn,
        checkOut: roomNights.checkOut,
      })
      .from(roomNights)
      .leftJoin(retreatOptions, eq(retreatOptions.id, roomNights.retreatOptionId))
      .where(
        and(
          eq(roomNights.roomId, feed.roomId),
          gt(roomNights.checkOut, start),
          or(isNull(roomNights.feedId), ne(roomNights.feedId, feed.id)),
        ),
      );
    const rows = await tx
      .select({
        id: roomNights.id,
        externalUid: roomNights.externalUid,
        checkIn: roomNights.checkIn,
        checkOut: roomNights.checkOut,
      })
      .from(roomNights)
      // Nights already past are left as they were: they change nothing and are not compared.
      .where(and(eq(roomNights.feedId, feed.id), gt(roomNights.checkOut, from)));
    const known = await tx.select().from(calendarConflicts).where(eq(calendarConflicts.feedId, feed.id));
    const plan = planNights(
      parsed,
      taken,
      rows.map((r) => ({ ...r, externalUid: r.externalUid ?? '' })),
    );
    await writePlan(tx, feed, plan);

    const keyOfKnown = (k: (typeof known)[number]) =>
      conflictKey({ uid: k.externalUid, bookingId: k.bookingId, retreatId: k.retreatId });
    const current = new Map(plan.conflicts.map((c) => [conflictKey(c), c]));
    const stale = known.filter((k) => !current.has(keyOfKnown(k)));
    if (stale.length)
      await tx.delete(calendarConflicts).where(
        inArray(
          calendarConflicts.id,
          stale.map((k) => k.id),
        ),
      );
    const knownKeys = new Set(known.map(keyOfKnown));
    const fresh = plan.conflicts.filter((c) => !knownKeys.has(conflictKey(c)));
    if (fresh.length) {
      await tx.insert(calendarConflicts).values(
        fresh.map((c) => ({
          feedId: feed.id,
          roomId: feed.roomId,
          externalUid: c.uid,
          bookingId: c.bookingId,
          retreatId: c.retreatId,
          checkIn: c.checkIn,
          checkOut: c.checkOut,
          summary: c.summary || null,
        })),
      );
      const retreatIds = [...new Set(fresh.flatMap((c) => (c.retreatId === null ? [] : [c.retreatId])))];
      const titles = new Map(
        retreatIds.length
          ? (
              await tx
                .select({ id: retreats.id, title: retreats.title })
                .from(retreats)
                .where(inArray(retreats.id, retreatIds))
            ).map((r) => [r.id, r.title])
          : [],
      );
      await mailMembers(tx, feed, (m, room) => ({
        kind: 'calendar.conflict',
        to: m.email,
        payload: {
          name: m.name,
          roomId: feed.roomId,
          roomTitle: room,
          feedName: feed.name,
          conflicts: fresh.map((c) => ({
            from: c.checkIn,
            to: c.checkOut,
            bookingId: c.bookingId,
            retreatId: c.retreatId,
            retreatTitle: c.retreatId === null ? null : (titles.get(c.retreatId) ?? null),
          })),
        },
      }));
    }

    await tx
      .update(calendarFeeds)
      .set({
        lastSyncedAt: new Date(now),
        lastSuccessAt: new Date(now),
        lastError: null,
        failingSince: null,
        failureMailedAt: null,
      })
      .where(eq(calendarFeeds.id, feed.id));
    const changed = plan.insert.length + plan.update.length + plan.remove.length;
    // Dated searches read taken nights afresh; the kept answers go too (docs/decisions/stay-search.md).
    if (changed) announce({ type: 'catalogue.changed', topic: 'stays' });
    return {
      ok: true as const,
      inserted: plan.insert.length,
      updated: plan.update.length,
      removed: plan.remove.length,
      conflicts: plan.conflicts.length,
    };
  });
}

async function writePlan(tx: Database, feed: Feed, plan: NightsPlan) {
  if (plan.remove.length) await tx.delete(roomNights).where(inArray(roomNights.id, plan.remove));
  for (const { id, to } of plan.update)
    await tx
      .update(roomNights)
      .set({ checkIn: to.checkIn, checkOut: to.checkOut })
      .where(eq(roomNights.id, id));
  if (plan.insert.length)
    await tx.insert(roomNights).values(
      plan.insert.map((s) => ({
        roomId: feed.roomId,
        kind: 'import' as const,
        checkIn: s.checkIn,
        checkOut: s.checkOut,
        feedId: feed.id,
        externalUid: s.uid,
        createdBy: feed.createdBy,
      })),
    );
}

type Member = { name: string; email: string };

/** Writes one message to each member of the room's organisation, in the transaction. */
async function mailMembers(
  tx: Database,
  feed: Feed,
  message: (member: Member, roomTitle: string) => Parameters<typeof enqueueMail>[1],
) {
  const members = await tx
    .select({ name: user.name, email: user.email, roomTitle: stayRooms.title })
    .from(stayRooms)
    .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
    .innerJoin(partnerMembers, eq(partnerMembers.organisationId, properties.organisationId))
    .innerJoin(user, eq(user.id, partnerMembers.userId))
    .where(eq(stayRooms.id, feed.roomId));
  await enqueueMail(tx, ...members.map((m) => message(m, m.roomTitle)));
}

/**
 * A failed fetch or an unreadable calendar: the feed keeps its nights and shows the error; after a day of
 * failures in a row its partners are told, once.
 */
async function recordFailure(db: Database, feed: Feed, error: string, now: number) {
  const failingSince = feed.failingSince ?? new Date(now);
  const tellNow = !feed.failureMailedAt && now - failingSince.getTime() >= DAY_MS;
  await db.transaction(async (tx) => {
    await tx
      .update(calendarFeeds)
      .set({
        lastSyncedAt: new Date(now),
        lastError: error,
        failingSince,
        ...(tellNow ? { failureMailedAt: new Date(now) } : {}),
      })
      .where(eq(calendarFeeds.id, feed.id));
    if (tellNow)
      await mailMembers(tx, feed, (m, room) => ({
        kind: 'calendar.feed-failing',
        to: m.email,
        payload: { name: m.name, roomId: feed.roomId, roomTitle: room, feedName: feed.name, error },
      }));
  });
}

/** The feeds not tried for `everyMs`, oldest first: what the scheduled sync enqueues. */
export async function dueFeeds(db: Database, everyMs: number, now = Date.now()): Promise<number[]> {
  const rows = await db
    .select({ id: calendarFeeds.id })
    .from(calendarFeeds)
    .where(
      or(
        isNull(calendarFeeds.lastSyncedAt),
        sql`${calendarFeeds.lastSyncedAt} <= ${new Date(now - everyMs + 60_000).toISOString()}::timestamptz`,
      ),
    );
  return rows.map((r) => r.id);
}
