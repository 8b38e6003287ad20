import type { CalendarChange, CalendarRange } from '@restora/shared/contracts/room-calendar';
import type { Database } from '../../db/client';
import { roomMinimumStays } from '../../db/schema/room-calendar';
import { minimumStayRanges } from './range-tables';
import { rewriteRoomRange } from './rewrite-range';

/** Removes the minimum stay of a room's nights [from, to) (docs/decisions/room-calendars.md). */
export function clearMinimumStays(options: {
  db: Database;
  userId: string;
  roomId: number;
  range: CalendarRange;
}): Promise<CalendarChange> {
  return rewriteRoomRange({ ...options, table: roomMinimumStays, columns: minimumStayRanges });
}
