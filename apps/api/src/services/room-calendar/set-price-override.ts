import type { CalendarChange, PriceOverrideInput } from '@restora/shared/contracts/room-calendar';
import type { Database } from '../../db/client';
import { roomPriceOverrides } from '../../db/schema/room-calendar';
import { priceRanges } from './range-tables';
import { rewriteRoomRange } from './rewrite-range';

/**
 * Sets the price of a room's nights [from, to), replacing any override there; the next quote uses it
 * (docs/decisions/room-calendars.md). Past bookings keep the lines they were paid with.
 */
export function setPriceOverride({
  db,
  userId,
  roomId,
  input,
}: {
  db: Database;
  userId: string;
  roomId: number;
  input: PriceOverrideInput;
}): Promise<CalendarChange> {
  const { from, to } = input;
  const priceCents = Math.round(input.price * 100);
  return rewriteRoomRange({
    db,
    userId,
    roomId,
    range: { from, to },
    table: roomPriceOverrides,
    columns: priceRanges,
    write: (tx) => tx.insert(roomPriceOverrides).values({ roomId, fromDate: from, toDate: to, priceCents }),
  });
}
