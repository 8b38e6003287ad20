import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { addDays } from '@restora/shared/domain/stay-quote';
import type { Database } from '../../db/client';
import { onChange } from '../../db/change-notices';
import { keyedCache } from '../../db/keyed-cache';
import { roomCalendarExports, roomNights } from '../../db/schema/room-calendar';
import type { AuditActor } from '../audit/record-audit';
import { recordAudit } from '../audit/record-audit';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import { findPartnerRoom } from '../room-calendar';

// A room's calendar going out (docs/decisions/calendar-sync.md, "Going out"): every Restora booking
// (pending or confirmed) and block as an all-day event, no guest data, a UID per booking or block so the
// other channel updates instead of duplicating. Imported nights are not exported: a channel would read
// its own events back (and two channels importing each other would keep a closed night forever).

/** Nights before this many days ago are left out. */
const PAST_DAYS = 30;

// Every channel polls every room every few minutes at most (Airbnb and Booking.com about hourly): each
// process keeps a feed, answers it as it is for a minute, then for 4 minutes more answers it at once while
// one read in the background renews it, so a room polled steadily never waits on the database and a new
// booking is in its feed within 5 minutes (the max-age the answer declares). A block, an import or a link
// that changes makes every process forget them all at once (catalogue.changed for stays:
// docs/decisions/many-processes.md); docs/decisions/calendar-sync.md, "Going out".
type Feed = { body: Uint8Array<ArrayBuffer>; etag: string };
const feeds = keyedCache<Feed | null>({ ttlMs: 60_000, staleMs: 240_000, max: 20_000 });
onChange('stays', feeds.clear);

const newSecret = () => randomBytes(24).toString('base64url');

/** The path of a room's feed for a secret. */
export const exportPath = (secret: string) => `/calendar/rooms/${secret}.ics`;

async function secretOf(db: Database, roomId: number): Promise<string> {
  await db.insert(roomCalendarExports).values({ roomId, secret: newSecret() }).onConflictDoNothing();
  const [row] = await db
    .select({ secret: roomCalendarExports.secret })
    .from(roomCalendarExports)
    .where(eq(roomCalendarExports.roomId, roomId));
  return row!.secret;
}

export async function getCalendarExport({
  db,
  userId,
  roomId,
  publicUrl,
}: {
  db: Database;
  userId: string;
  roomId: number;
  publicUrl: string;
}) {
  await findPartnerRoom(db, userId, roomId);
  return { url: `${publicUrl}${exportPath(await secretOf(db, roomId))}` };
}

/** A new secret: the old address answers 404 from now on. */
export async function regenerateCalendarExport({
  db,
  events,
  actor,
  roomId,
  publicUrl,
}: {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  roomId: number;
  publicUrl: string;
}) {
  await findPartnerRoom(db, actor.userId, roomId);
  const secret = newSecret();
  await commitThenAnnounce(db, events, async (tx, announce) => {
    await tx
      .insert(roomCalendarExports)
      .values({ roomId, secret })
      .onConflictDoUpdate({ target: roomCalendarExports.roomId, set: { secret, createdAt: new Date() } });
    // The secret itself is not kept in the trail: it is a password to the room's calendar.
    await recordAudit(tx, actor, {
      action: 'room.regenerate-calendar-link',
      object: { type: 'room', id: roomId },
    });
    // Every process forgets the feeds it keeps: the old address answers 404 at once.
    announce({ type: 'catalogue.changed', topic: 'stays' });
  });
  return { url: `${publicUrl}${exportPath(secret)}` };
}

/** The .ics of the room whose secret this is, with its ETag; null for an unknown secret. */
export function exportRoomCalendar({ db, secret }: { db: Database; secret: string }) {
  return feeds(db, secret, () => renderRoomCalendar(db, secret));
}

async function renderRoomCalendar(db: Database, secret: string, now = Date.now()): Promise<Feed | null> {
  const since = addDays(new Date(now).toISOString().slice(0, 10), -PAST_DAYS);
  // One query: the secret's row, with its room's nights if any (none: a row of nulls).
  const rows = await db
    .select({
      id: roomNights.id,
      kind: roomNights.kind,
      bookingId: roomNights.bookingId,
      checkIn: roomNights.checkIn,
      checkOut: roomNights.checkOut,
    })
    .from(roomCalendarExports)
    .leftJoin(
      roomNights,
      and(
        eq(roomNights.roomId, roomCalendarExports.roomId),
        // A retreat's held nights are not for sale either (docs/decisions/retreats.md).
        inArray(roomNights.kind, ['booking', 'block', 'retreat']),
        gt(roomNights.checkOut, since),
      ),
    )
    .where(eq(roomCalendarExports.secret, secret))
    .orderBy(asc(roomNights.checkIn));
  if (rows.length === 0) return null;
  const nights = rows.flatMap(({ id, kind, bookingId, checkIn, checkOut }) =>
    id === null || kind === null || checkIn === null || checkOut === null
      ? []
      : [{ id, kind, bookingId, checkIn, checkOut }],
  );
  const calendar = ical({
    name: 'Restora',
    prodId: { company: 'Restora', product: 'Room calendar', language: 'EN' },
  });
  calendar.method(ICalCalendarMethod.PUBLISH);
  for (const n of nights) {
    calendar.createEvent({
      id:
        n.kind === 'booking'
          ? `booking-${n.bookingId}@restora`
          : n.kind === 'retreat'
            ? `retreat-${n.id}@restora`
            : `block-${n.id}@restora`,
      start: n.checkIn,
      end: n.checkOut,
      allDay: true,
      summary: n.kind === 'booking' ? 'Reserved' : 'Not available',
      // A fixed stamp keeps the body (and its ETag) the same until the nights change.
      stamp: new Date(`${n.checkIn}T00:00:00Z`),
    });
  }
  // Encoded once here rather than at every answer.
  const body = new TextEncoder().encode(calendar.toString());
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}
