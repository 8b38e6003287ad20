import type { PgTable } from 'drizzle-orm/pg-core';
import type { CalendarChange, CalendarRange } from '@restora/shared/contracts/room-calendar';
import { CALENDAR_CHANGED_MEANWHILE } from '@restora/shared/domain/room-calendar';
import type { Database } from '../../db/client';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../db/pg-error';
import { AppError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { commitThenAnnounce, type DomainEvent, type DomainEvents } from '../events/domain-events';
import { checkRange, clearRange, lockRoomNights, rangeSnapshot, type Tx } from './calendar-range';
import { findPartnerRoom } from './partner-room';

type Options = {
  db: Database;
  actor: AuditActor;
  /** The audit record's action: `room.<verb>`. */
  action: string;
  roomId: number;
  range: CalendarRange;
  /** The range table and its columns as clearRange sees them (range-tables.ts). */
  table: PgTable;
  columns: Parameters<typeof clearRange>[2];
  /** What takes the cleared nights' place, in the same transaction (nothing: the range is just cleared). */
  write?: (tx: Tx) => Promise<unknown>;
  /** What the change announces, in its transaction (docs/decisions/after-commit.md); nothing by default. */
  announces?: { events: DomainEvents; event: DomainEvent };
};

/**
 * A partner's change of one of a room's range tables (docs/decisions/room-calendars.md): the room must be
 * the caller's (404 otherwise), the range is checked, and then, under the room's lock in one transaction,
 * [from, to) is cleared and `write` puts what replaces it; `announces` is announced by that transaction.
 */
export async function rewriteRoomRange({
  db,
  actor,
  action,
  roomId,
  range,
  table,
  columns,
  write,
  announces,
}: Options) {
  await findPartnerRoom(db, actor.userId, roomId);
  const nights = checkRange(range);
  const rewrite = async (tx: Tx) => {
    await lockRoomNights(tx, roomId);
    const where = { roomId, from: range.from, to: range.to };
    const before = await rangeSnapshot(tx, table, columns, where);
    await clearRange(tx, table, columns, where);
    await write?.(tx);
    const after = await rangeSnapshot(tx, table, columns, where);
    await recordAudit(tx, actor, { action, object: { type: 'room', id: roomId }, before, after });
  };
  try {
    if (!announces) await db.transaction(rewrite);
    else
      await commitThenAnnounce(db, announces.events, async (tx, announce) => {
        await rewrite(tx);
        announce(announces.event);
      });
  } catch (error) {
    // Only a writer that bypassed the room's lock could get here; the constraint still refuses it.
    if (pgErrorCode(error) === EXCLUSION_VIOLATION)
      throw new AppError('conflict', CALENDAR_CHANGED_MEANWHILE);
    throw error;
  }
  return { from: range.from, to: range.to, nights } satisfies CalendarChange;
}
