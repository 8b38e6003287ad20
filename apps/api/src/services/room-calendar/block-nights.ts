import type { BlockNightsInput, CalendarChange } from '@restora/shared/contracts/room-calendar';
import { NIGHTS_TAKEN } from '@restora/shared/domain/room-calendar';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import type { Database } from '../../db/client';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../db/pg-error';
import { roomNights } from '../../db/schema/room-calendar';
import { AppError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { checkRange, lockRoomNights, rangeSnapshot } from './calendar-range';
import { blockRanges } from './range-tables';
import { findPartnerRoom } from './partner-room';

/**
 * Closes a room's free nights [from, to) (docs/decisions/room-calendars.md). A night already held by a
 * booking or a block refuses the whole change (room_nights_no_overlap, so a booking paid at the same
 * moment cannot slip in either) and nothing is written: of a booking and a block racing for a night,
 * exactly one wins.
 */
export async function blockNights({
  db,
  events,
  actor,
  roomId,
  input,
}: {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  roomId: number;
  input: BlockNightsInput;
}): Promise<CalendarChange> {
  const userId = actor.userId;
  await findPartnerRoom(db, userId, roomId);
  const nights = checkRange(input);
  const { from, to } = input;
  try {
    await commitThenAnnounce(db, events, async (tx, announce) => {
      await lockRoomNights(tx, roomId);
      const where = { roomId, from, to };
      const before = await rangeSnapshot(tx, roomNights, blockRanges, where);
      await tx.insert(roomNights).values({
        roomId,
        kind: 'block',
        checkIn: from,
        checkOut: to,
        note: input.note || null,
        createdBy: userId,
      });
      const after = await rangeSnapshot(tx, roomNights, blockRanges, where);
      await recordAudit(tx, actor, {
        action: 'room.block-nights',
        object: { type: 'room', id: roomId },
        before,
        after,
      });
      // Dated searches read taken nights afresh; the kept answers go too (docs/decisions/stay-search.md).
      announce({ type: 'catalogue.changed', topic: 'stays' });
    });
  } catch (error) {
    if (pgErrorCode(error) === EXCLUSION_VIOLATION)
      throw new AppError('conflict', NIGHTS_TAKEN, { from: NIGHTS_TAKEN });
    throw error;
  }
  return { from, to, nights };
}
