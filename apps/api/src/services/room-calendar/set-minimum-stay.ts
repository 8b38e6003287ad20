import type { CalendarChange, MinimumStayInput } from '@restora/shared/contracts/room-calendar';
import { CALENDAR_CHANGED_MEANWHILE } from '@restora/shared/domain/room-calendar';
import type { Database } from '../../db/client';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../db/pg-error';
import { roomMinimumStays } from '../../db/schema/room-calendar';
import { AppError } from '../../errors';
import { checkRange, clearRange, lockRoomNights } from './calendar-range';
import { findPartnerRoom } from './partner-room';
import { minimumStayRanges } from './range-tables';

/**
 * Sets the fewest nights of a stay starting on a night of [from, to), replacing any minimum there; the
 * next quote and booking apply it (docs/decisions/room-calendars.md).
 */
export async function setMinimumStay({
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
  await findPartnerRoom(db, userId, roomId);
  const nights = checkRange(input);
  const { from, to } = input;
  try {
    await db.transaction(async (tx) => {
      await lockRoomNights(tx, roomId);
      await clearRange(tx, roomMinimumStays, minimumStayRanges, { roomId, from, to });
      await tx
        .insert(roomMinimumStays)
        .values({ roomId, fromDate: from, toDate: to, minNights: input.minNights });
    });
  } catch (error) {
    // Only a writer that bypassed the room's lock could get here; the constraint still refuses it.
    if (pgErrorCode(error) === EXCLUSION_VIOLATION)
      throw new AppError('conflict', CALENDAR_CHANGED_MEANWHILE);
    throw error;
  }
  return { from, to, nights };
}
