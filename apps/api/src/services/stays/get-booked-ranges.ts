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
  const [room] = await db.select({ id: stayRooms.id }).from(stayRooms).where(eq(stayRooms.id, roomId));
  if (!room) throw new AppError('not_found', 'Stay room not found');
  const rows = await db
    .select({ checkIn: bookings.checkIn, checkOut: bookings.checkOut })
    .from(bookings)
    .where(
      and(
        eq(bookings.roomId, roomId),
        holdsNights,
        sql`daterange(${bookings.checkIn}, ${bookings.checkOut}) && daterange(${from}::date, ${to}::date)`,
      ),
    )
    .orderBy(asc(bookings.checkIn));
  return { ranges: rows.map((r) => ({ checkIn: r.checkIn, checkOut: r.checkOut ?? r.checkIn })) };
}
