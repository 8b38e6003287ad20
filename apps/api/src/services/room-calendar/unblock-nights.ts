import type { CalendarChange, CalendarRange } from '@restora/shared/contracts/room-calendar';
import type { DomainEvents } from '../events/domain-events';
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
  events: DomainEvents;
  actor: AuditActor;
  roomId: number;
  range: CalendarRange;
}): Promise<CalendarChange> {
  return rewriteRoomRange({
    ...options,
    action: 'room.unblock-nights',
    table: roomNights,
    columns: blockRanges,
    // Search by dates keeps sets of taken rooms: every process forgets them (docs/decisions/many-processes.md).
    announces: { events: options.events, event: { type: 'catalogue.changed', topic: 'stays' } },
  });
}
