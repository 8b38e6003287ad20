import type { CalendarChange, MinimumStayInput } from '@restora/shared/contracts/room-calendar';
import type { Database } from '../../db/client';
import type { AuditActor } from '../audit/record-audit';
import { roomMinimumStays } from '../../db/schema/room-calendar';
import { minimumStayRanges } from './range-tables';
import { rewriteRoomRange } from './rewrite-range';

/**
 * Sets the fewest nights of a stay starting on a night of [from, to), replacing any minimum there; the
 * next quote and booking apply it (docs/decisions/room-calendars.md).
 */
export function setMinimumStay({
  db,
  actor,
  roomId,
  input,
}: {
  db: Database;
  actor: AuditActor;
  roomId: number;
  input: MinimumStayInput;
}): Promise<CalendarChange> {
  const { from, to, minNights } = input;
  return rewriteRoomRange({
    db,
    actor,
    action: 'room.set-minimum-stay',
    roomId,
    range: { from, to },
    table: roomMinimumStays,
    columns: minimumStayRanges,
    write: (tx) => tx.insert(roomMinimumStays).values({ roomId, fromDate: from, toDate: to, minNights }),
  });
}
