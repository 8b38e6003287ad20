import type { CalendarChange, MinimumStayInput } from '@restora/shared/contracts/room-calendar';
import type { Database } from '../../db/client';
import { roomMinimumStays } from '../../db/schema/room-calendar';
import { minimumStayRanges } from './range-tables';
import { rewriteRoomRange } from './rewrite-range';

/**
 * Sets the fewest nights of a stay starting on a night of [from, to), replacing any minimum there; the
 * next quote and booking apply it (docs/decisions/room-calendars.md).
 */
export function setMinimumStay({
  db,
  userId,
  roomId,
  input,
}: {
  db: Database;
  userId: string;
  roomId: number;
  input: MinimumStayInput;
}): Promise<CalendarChange> {
  const { from, to, minNights } = input;
  return rewriteRoomRange({
    db,
    userId,
    roomId,
    range: { from, to },
    table: roomMinimumStays,
    columns: minimumStayRanges,
    write: (tx) => tx.insert(roomMinimumStays).values({ roomId, fromDate: from, toDate: to, minNights }),
  });
}
