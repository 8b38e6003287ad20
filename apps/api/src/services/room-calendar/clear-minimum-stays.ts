import type { CalendarChange, CalendarRange } from '@restora/shared/contracts/room-calendar';
import type { Database } from '../../db/client';
import { roomMinimumStays } from '../../db/schema/room-calendar';
import { checkRange, clearRange, lockRoomNights } from './calendar-range';
import { findPartnerRoom } from './partner-room';
import { minimumStayRanges } from './range-tables';

/** Removes the minimum stay of a room's nights [from, to) (docs/decisions/room-calendars.md). */
export async function clearMinimumStays({
  db,
  userId,
  roomId,
  range,
}: {
  db: Database;
  userId: string;
  roomId: number;
  range: CalendarRange;
}): Promise<CalendarChange> {
  await findPartnerRoom(db, userId, roomId);
  const nights = checkRange(range);
  await db.transaction(async (tx) => {
    await lockRoomNights(tx, roomId);
    await clearRange(tx, roomMinimumStays, minimumStayRanges, { roomId, ...range });
  });
  return { from: range.from, to: range.to, nights };
}
