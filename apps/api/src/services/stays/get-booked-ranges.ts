import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, holdsNights } from '../../db/schema/bookings';
import { stayRooms } from '../../db/schema/stays';
import { AppError } from '../../errors';

/** Confirmed stays of a room that touch [from, to); the client greys out their nights. */
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
  // One round trip: the room, joined to its bookings on those nights (none: one row of nulls; no room: no row).
  const rows = await db
    .select({ checkIn: bookings.checkIn, checkOut: bookings.checkOut })
    .from(stayRooms)
    .leftJoin(
      bookings,
      and(
        eq(bookings.roomId, stayRooms.id),
        holdsNights,
        sql`daterange(${bookings.checkIn}, ${bookings.checkOut}) && daterange(${from}::date, ${to}::date)`,
      ),
    )
    .where(eq(stayRooms.id, roomId))
    .orderBy(asc(bookings.checkIn));
  if (!rows.length) throw new AppError('not_found', 'Stay room not found');
  const booked = rows.filter((r): r is { checkIn: string; checkOut: string | null } => r.checkIn !== null);
  return { ranges: booked.map((r) => ({ checkIn: r.checkIn, checkOut: r.checkOut ?? r.checkIn })) };
}
