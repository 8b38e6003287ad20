import type { CalendarChange, CalendarRange } from '@restora/shared/contracts/room-calendar';
import { announceChange } from '../../db/change-notices';
import type { Database } from '../../db/client';
import { roomNights } from '../../db/schema/room-calendar';
import { checkRange, clearRange, lockRoomNights } from './calendar-range';
import { findPartnerRoom } from './partner-room';
import { blockRanges } from './range-tables';

/**
 * Opens a room's blocked nights in [from, to) again: blocks inside go, blocks across an edge are cut
 * back (docs/decisions/room-calendars.md). Booked nights stay booked.
 */
export async function unblockNights({
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
    await clearRange(tx, roomNights, blockRanges, { roomId, ...range });
  });
  await announceChange(db, 'stays');
  return { from: range.from, to: range.to, nights };
}
