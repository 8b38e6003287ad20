import type { CalendarChange, CalendarRange } from '@restora/shared/contracts/room-calendar';
import { announceChange } from '../../db/change-notices';
import type { Database } from '../../db/client';
import type { AuditActor } from '../audit/record-audit';
import { roomNights } from '../../db/schema/room-calendar';
import { blockRanges } from './range-tables';
import { rewriteRoomRange } from './rewrite-range';

/**
 * Opens a room's blocked nights in [from, to) again: blocks inside go, blocks across an edge are cut
 * back (docs/decisions/room-calendars.md). Booked nights stay booked.
 */
export async function unblockNights(options: {
  db: Database;
  actor: AuditActor;
  roomId: number;
  range: CalendarRange;
}): Promise<CalendarChange> {
  const change = await rewriteRoomRange({
    ...options,
    action: 'room.unblock-nights',
    table: roomNights,
    columns: blockRanges,
  });
  // Search by dates keeps sets of taken rooms: every process forgets them (docs/decisions/many-processes.md).
  await announceChange(options.db, 'stays');
  return change;
}
