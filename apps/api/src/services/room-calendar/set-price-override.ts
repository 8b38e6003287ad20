import type { CalendarChange, PriceOverrideInput } from '@restora/shared/contracts/room-calendar';
import { CALENDAR_CHANGED_MEANWHILE } from '@restora/shared/domain/room-calendar';
import type { Database } from '../../db/client';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../db/pg-error';
import { roomPriceOverrides } from '../../db/schema/room-calendar';
import { AppError } from '../../errors';
import { checkRange, clearRange, lockRoomNights } from './calendar-range';
import { findPartnerRoom } from './partner-room';
import { priceRanges } from './range-tables';

/**
 * Sets the price of a room's nights [from, to), replacing any override there; the next quote uses it
 * (docs/decisions/room-calendars.md). Past bookings keep the lines they were paid with.
 */
export async function setPriceOverride({
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
  await findPartnerRoom(db, userId, roomId);
  const nights = checkRange(input);
  const { from, to } = input;
  try {
    await db.transaction(async (tx) => {
      await lockRoomNights(tx, roomId);
      await clearRange(tx, roomPriceOverrides, priceRanges, { roomId, from, to });
      await tx
        .insert(roomPriceOverrides)
        .values({ roomId, fromDate: from, toDate: to, priceCents: Math.round(input.price * 100) });
    });
  } catch (error) {
    // Only a writer that bypassed the room's lock could get here; the constraint still refuses it.
    if (pgErrorCode(error) === EXCLUSION_VIOLATION)
      throw new AppError('conflict', CALENDAR_CHANGED_MEANWHILE);
    throw error;
  }
  return { from, to, nights };
}
