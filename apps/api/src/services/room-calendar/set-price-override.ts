import type { CalendarChange, PriceOverrideInput } from '@restora/shared/contracts/room-calendar';
import type { Database } from '../../db/client';
import type { AuditActor } from '../audit/record-audit';
import { roomPriceOverrides } from '../../db/schema/room-calendar';
import { priceRanges } from './range-tables';
import { rewriteRoomRange } from './rewrite-range';

/**
 * Sets the price of a room's nights [from, to), replacing any override there; the next quote uses it
 * (docs/decisions/room-calendars.md). Past bookings keep the lines they were paid with.
 */
export function setPriceOverride({
  db,
  actor,
  roomId,
  input,
}: {
  db: Database;
  actor: AuditActor;
  roomId: number;
  input: PriceOverrideInput;
}): Promise<CalendarChange> {
  const { from, to, priceCents } = input;
  return rewriteRoomRange({
    db,
    actor,
    action: 'room.set-price',
    roomId,
    range: { from, to },
    table: roomPriceOverrides,
    columns: priceRanges,
    write: (tx) => tx.insert(roomPriceOverrides).values({ roomId, fromDate: from, toDate: to, priceCents }),
  });
}
