import type { BlockNightsInput, CalendarChange } from '@restora/shared/contracts/room-calendar';
import { NIGHTS_TAKEN } from '@restora/shared/domain/room-calendar';
import { announceChange } from '../../db/change-notices';
import type { Database } from '../../db/client';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../db/pg-error';
import { roomNights } from '../../db/schema/room-calendar';
import { AppError } from '../../errors';
import { checkRange, lockRoomNights } from './calendar-range';
import { findPartnerRoom } from './partner-room';

/**
 * Closes a room's free nights [from, to) (docs/decisions/room-calendars.md). A night already held by a
 * booking or a block refuses the whole change (room_nights_no_overlap, so a booking paid at the same
 * moment cannot slip in either) and nothing is written: of a booking and a block racing for a night,
 * exactly one wins.
 */
export async function blockNights({
  db,
  userId,
  roomId,
  input,
}: {
  db: Database;
  userId: string;
  roomId: number;
  input: BlockNightsInput;
}): Promise<CalendarChange> {
  await findPartnerRoom(db, userId, roomId);
  const nights = checkRange(input);
  const { from, to } = input;
  try {
    await db.transaction(async (tx) => {
      await lockRoomNights(tx, roomId);
      await tx.insert(roomNights).values({
        roomId,
        kind: 'block',
        checkIn: from,
        checkOut: to,
        note: input.note || null,
        createdBy: userId,
      });
    });
  } catch (error) {
    if (pgErrorCode(error) === EXCLUSION_VIOLATION)
      throw new AppError('conflict', NIGHTS_TAKEN, { from: NIGHTS_TAKEN });
    throw error;
  }
  // Dated searches read taken nights afresh; the kept answers go too (docs/decisions/stay-search.md).
  await announceChange(db, 'stays');
  return { from, to, nights };
}
