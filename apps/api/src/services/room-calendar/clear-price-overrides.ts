import type { CalendarChange, CalendarRange } from '@restora/shared/contracts/room-calendar';
import type { Database } from '../../db/client';
import { roomPriceOverrides } from '../../db/schema/room-calendar';
import { checkRange, clearRange, lockRoomNights } from './calendar-range';
import { findPartnerRoom } from './partner-room';
import { priceRanges } from './range-tables';

/** Puts a room's nights [from, to) back to its own price (docs/decisions/room-calendars.md). */
export async function clearPriceOverrides({
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
    await clearRange(tx, roomPriceOverrides, priceRanges, { roomId, ...range });
  });
  return { from: range.from, to: range.to, nights };
}
