import type { CalendarChange, CalendarRange } from '@restora/shared/contracts/room-calendar';
import type { Database } from '../../db/client';
import type { AuditActor } from '../audit/record-audit';
import { roomMinimumStays } from '../../db/schema/room-calendar';
import { minimumStayRanges } from './range-tables';
import { rewriteRoomRange } from './rewrite-range';

/** Removes the minimum stay of a room's nights [from, to) (docs/decisions/room-calendars.md). */
export function clearMinimumStays(options: {
  db: Database;
  actor: AuditActor;
  roomId: number;
  range: CalendarRange;
}): Promise<CalendarChange> {
  return rewriteRoomRange({
    ...options,
    action: 'room.clear-minimum-stay',
    table: roomMinimumStays,
    columns: minimumStayRanges,
  });
}
