import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { AddCalendarFeedInput, CalendarFeed } from '@restora/shared/contracts/calendar-sync';
import type { SafeFetchOptions } from '../../adapters/safe-fetch';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { retreats } from '../../db/schema/retreats';
import { calendarConflicts, calendarFeeds, roomNights } from '../../db/schema/room-calendar';
import { AppError, tooManyRequests } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { recordHit } from '../rate-limit/consume-rate-limit';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import { earliestNight, findPartnerRoom, lockRoomNights } from '../room-calendar';
import { syncFeed } from './sync-feed';

// The calendars a partner imports into a room (docs/decisions/calendar-sync.md): list, add, remove, sync
// now. Same guard as the room calendar: signed out 401, not a partner 403, another's room 404.

export const FEED_NOT_FOUND = 'Calendar not found';
const MAX_FEEDS_PER_ROOM = 10;

type Feed = typeof calendarFeeds.$inferSelect;

export const TOO_MANY_FETCHES =
  'You have synced calendars many times in a short while. Please wait and try again.';

/**
 * Counts a fetch a partner asked for (adding a calendar, "Sync now") against their account's limit, before
 * it is made: past it, 429 and nothing fetched (docs/decisions/calendar-sync.md, "Safety").
 */
async function countFetch(db: Database, userId: string, rule: RateLimitRule) {
  const hit = await recordHit({ db, key: `calendar-fetch:account:${userId}`, rule });
  if (hit.count > rule.max) throw tooManyRequests(hit.retryAfterSeconds, TOO_MANY_FETCHES);
}

/** What the audit trail keeps of a feed. */
const auditView = (f: Feed) => ({ id: f.id, name: f.name, url: f.url });

/** The feeds of rooms, as the console shows them: nights blocked from yesterday on, and their conflicts. */
async function describe(db: Database, feeds: Feed[]): Promise<CalendarFeed[]> {
  if (feeds.length === 0) return [];
  const ids = feeds.map((f) => f.id);
  const [nights, conflicts] = await Promise.all([
    db
      .select({ feedId: roomNights.feedId, checkIn: roomNights.checkIn, checkOut: roomNights.checkOut })
      .from(roomNights)
      .where(and(inArray(roomNights.feedId, ids), gt(roomNights.checkOut, earliestNight()))),
    db
      .select({
        feedId: calendarConflicts.feedId,
        from: calendarConflicts.checkIn,
        to: calendarConflicts.checkOut,
        bookingId: calendarConflicts.bookingId,
        retreatId: calendarConflicts.retreatId,
        retreatTitle: retreats.title,
        summary: calendarConflicts.summary,
      })
      .from(calendarConflicts)
      .leftJoin(retreats, eq(retreats.id, calendarConflicts.retreatId))
      .where(inArray(calendarConflicts.feedId, ids))
      .orderBy(asc(calendarConflicts.checkIn)),
  ]);
  const from = earliestNight();
  const nightsOf = (r: { checkIn: string; checkOut: string }) =>
    Math.round((Date.parse(r.checkOut) - Date.parse(r.checkIn > from ? r.checkIn : from)) / 86_400_000);
  return feeds.map((f) => ({
    id: f.id,
    name: f.name,
    url: f.url,
    lastSyncedAt: f.lastSyncedAt?.toISOString() ?? null,
    lastSuccessAt: f.lastSuccessAt?.toISOString() ?? null,
    lastError: f.lastError,
    nights: nights.filter((n) => n.feedId === f.id).reduce((sum, n) => sum + nightsOf(n), 0),
    conflicts: conflicts.filter((c) => c.feedId === f.id).map(({ feedId: _, ...c }) => c),
  }));
}

export async function listCalendarFeeds({
  db,
  userId,
  roomId,
}: {
  db: Database;
  userId: string;
  roomId: number;
}) {
  await findPartnerRoom(db, userId, roomId);
  const feeds = await db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.roomId, roomId))
    .orderBy(asc(calendarFeeds.id));
  return { items: await describe(db, feeds) };
}

/** Adds a feed and syncs it at once, so the partner sees what it blocks (or why it failed). */
export async function addCalendarFeed({
  db,
  events,
  actor,
  roomId,
  input,
  fetchOptions,
  fetchLimit,
}: {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  roomId: number;
  input: AddCalendarFeedInput;
  fetchOptions?: SafeFetchOptions;
  fetchLimit: RateLimitRule;
}): Promise<CalendarFeed> {
  await findPartnerRoom(db, actor.userId, roomId);
  await countFetch(db, actor.userId, fetchLimit);
  const url = input.url.trim().replace(/^webcal:/i, 'https:');
  const feed = await db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.roomId, roomId));
    if (n >= MAX_FEEDS_PER_ROOM)
      throw new AppError('validation_failed', `At most ${MAX_FEEDS_PER_ROOM} calendars a room.`, {
        url: `At most ${MAX_FEEDS_PER_ROOM} calendars a room`,
      });
    const [row] = await tx
      .insert(calendarFeeds)
      .values({ roomId, name: input.name.trim(), url, createdBy: actor.userId })
      .returning();
    await recordAudit(tx, actor, {
      action: 'room.add-calendar-feed',
      object: { type: 'room', id: roomId },
      before: null,
      after: auditView(row!),
    });
    return row!;
  });
  await syncFeed({ db, events, feedId: feed.id, ...(fetchOptions ? { fetchOptions } : {}) });
  return await oneFeed(db, roomId, feed.id);
}

async function oneFeed(db: Database, roomId: number, feedId: number): Promise<CalendarFeed> {
  const [feed] = await db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.id, feedId), eq(calendarFeeds.roomId, roomId)));
  if (!feed) throw new AppError('not_found', FEED_NOT_FOUND);
  return (await describe(db, [feed]))[0]!;
}

/** Removes a feed: its nights are free again (room_nights.feed_id cascades), its conflicts go. */
export async function removeCalendarFeed({
  db,
  events,
  actor,
  roomId,
  feedId,
}: {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  roomId: number;
  feedId: number;
}) {
  await findPartnerRoom(db, actor.userId, roomId);
  await commitThenAnnounce(db, events, async (tx, announce) => {
    await lockRoomNights(tx, roomId);
    const [removed] = await tx
      .delete(calendarFeeds)
      .where(and(eq(calendarFeeds.id, feedId), eq(calendarFeeds.roomId, roomId)))
      .returning();
    if (!removed) throw new AppError('not_found', FEED_NOT_FOUND);
    await recordAudit(tx, actor, {
      action: 'room.remove-calendar-feed',
      object: { type: 'room', id: roomId },
      before: auditView(removed),
      after: null,
    });
    announce({ type: 'catalogue.changed', topic: 'stays' });
  });
}

/**
 * Syncs one feed now, in the request (the partner waits at most the fetch's 10 s and sees the outcome);
 * the scheduled sync runs on the job runner.
 */
export async function syncCalendarFeedNow({
  db,
  events,
  actor,
  roomId,
  feedId,
  fetchOptions,
  fetchLimit,
}: {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  roomId: number;
  feedId: number;
  fetchOptions?: SafeFetchOptions;
  fetchLimit: RateLimitRule;
}): Promise<CalendarFeed> {
  await findPartnerRoom(db, actor.userId, roomId);
  await oneFeed(db, roomId, feedId);
  await countFetch(db, actor.userId, fetchLimit);
  const outcome = await syncFeed({ db, events, feedId, ...(fetchOptions ? { fetchOptions } : {}) });
  await recordAudit(db, actor, {
    action: 'room.sync-calendar-feed',
    object: { type: 'room', id: roomId },
    after: { feedId, outcome },
  });
  return await oneFeed(db, roomId, feedId);
}
