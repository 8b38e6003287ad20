import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../db/pg-error';
import { roomNights } from '../../db/schema/room-calendar';
import { retreatOptions } from '../../db/schema/retreats';
import { stayRooms } from '../../db/schema/stays';
import { AppError } from '../../errors';
import { ROOM_HOLD_LOCK } from '../bookings';

// A published retreat's options hold their rooms' nights for the program (docs/decisions/
// retreats-partner-console.md): one room_nights row of kind 'retreat' per option with a room, written under
// the room's advisory lock like a stay's hold and a partner's block, so the exclusion constraint decides.

export const roomNotFree = (title: string) => `The room ${title} is not free for the program's dates`;

type Program = { id: number; startDate: string; endDate: string };

/** Holds the nights of every option's room; a room already taken on some night is a 409 naming it. */
export async function holdRetreatRooms(tx: Database, retreat: Program, userId: string) {
  const rooms = await tx
    .select({ optionId: retreatOptions.id, roomId: stayRooms.id, title: stayRooms.title })
    .from(retreatOptions)
    .innerJoin(stayRooms, eq(stayRooms.id, retreatOptions.roomId))
    .where(eq(retreatOptions.retreatId, retreat.id))
    .orderBy(stayRooms.id);
  // In room order, so two programs holding the same rooms never wait on each other in a circle.
  for (const room of rooms) {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROOM_HOLD_LOCK}, ${room.roomId})`);
    const [taken] = await tx
      .select({ id: roomNights.id })
      .from(roomNights)
      .where(
        and(
          eq(roomNights.roomId, room.roomId),
          sql`daterange(${roomNights.checkIn}, ${roomNights.checkOut}) && daterange(${retreat.startDate}::date, ${retreat.endDate}::date)`,
        ),
      )
      .limit(1);
    if (taken) throw new AppError('conflict', roomNotFree(room.title));
    try {
      await tx.insert(roomNights).values({
        roomId: room.roomId,
        kind: 'retreat',
        checkIn: retreat.startDate,
        checkOut: retreat.endDate,
        retreatOptionId: room.optionId,
        createdBy: userId,
      });
    } catch (error) {
      if (pgErrorCode(error) === EXCLUSION_VIOLATION) throw new AppError('conflict', roomNotFree(room.title));
      throw error;
    }
  }
  return rooms.length;
}

/** Frees the nights the retreat's options held; returns how many holds there were. */
export async function releaseRetreatRooms(tx: Database, retreatId: number) {
  const options = tx
    .select({ id: retreatOptions.id })
    .from(retreatOptions)
    .where(eq(retreatOptions.retreatId, retreatId));
  const freed = await tx
    .delete(roomNights)
    .where(and(eq(roomNights.kind, 'retreat'), inArray(roomNights.retreatOptionId, options)))
    .returning({ id: roomNights.id });
  return freed.length;
}
