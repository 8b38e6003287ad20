import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { roomNights } from '../../db/schema/room-calendar';
import { stayRooms } from '../../db/schema/stays';
import { AppError } from '../../errors';

// One round trip: the room, joined to its taken nights (bookings and blocks alike, which a visitor cannot
// tell apart: docs/decisions/room-calendars.md) (none: one row of nulls; no room: no row).
const bookedRanges = preparedPerDatabase((db) =>
  db
    .select({ checkIn: roomNights.checkIn, checkOut: roomNights.checkOut })
    .from(stayRooms)
    .leftJoin(
      roomNights,
      and(
        eq(roomNights.roomId, stayRooms.id),
        sql`daterange(${roomNights.checkIn}, ${roomNights.checkOut})
          && daterange(${sql.placeholder('from')}::date, ${sql.placeholder('to')}::date)`,
      ),
    )
    .where(and(eq(stayRooms.id, sql.placeholder('roomId')), sql`${stayRooms.published}`))
    .orderBy(asc(roomNights.checkIn))
    .prepare('booked_ranges'),
);

/** Held or blocked nights of a room that touch [from, to); the client greys out their nights. */
export async function getBookedRanges({
  db,
  roomId,
  from,
  to,
}: {
  db: Database;
  roomId: number;
  from: string;
  to: string;
}) {
  const rows = await bookedRanges(db).execute({ roomId, from, to });
  if (!rows.length) throw new AppError('not_found', 'Stay room not found');
  const booked = rows.filter((r): r is { checkIn: string; checkOut: string | null } => r.checkIn !== null);
  return { ranges: booked.map((r) => ({ checkIn: r.checkIn, checkOut: r.checkOut ?? r.checkIn })) };
}
