import type { CalendarChange, CalendarRange } from '@restora/shared/contracts/room-calendar';
import type { Database } from '../../db/client';
import type { AuditActor } from '../audit/record-audit';
import { roomPriceOverrides } from '../../db/schema/room-calendar';
import { priceRanges } from './range-tables';
import { rewriteRoomRange } from './rewrite-range';

/** Puts a room's nights [from, to) back to its own price (docs/decisions/room-calendars.md). */
export function clearPriceOverrides(options: {
  db: Database;
  actor: AuditActor;
  roomId: number;
  range: CalendarRange;
}): Promise<CalendarChange> {
  return rewriteRoomRange({
    ...options,
    action: 'room.clear-price',
    table: roomPriceOverrides,
    columns: priceRanges,
  });
}
