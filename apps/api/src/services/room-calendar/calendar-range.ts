import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { bookingWindow } from '@restora/shared/domain/booking-window';
import {
  calendarEnd,
  CALENDAR_MAX_RANGE_NIGHTS,
  RANGE_IN_PAST,
  RANGE_TOO_FAR,
  RANGE_TOO_LONG,
} from '@restora/shared/domain/room-calendar';
import { nightsBetween } from '@restora/shared/domain/stay-quote';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { ROOM_HOLD_LOCK } from '../bookings';

/** The transaction a change runs in, as commitThenAnnounce hands it over (docs/decisions/after-commit.md). */
export type Tx = Database;

/** The first night a partner may still change: a traveller's earliest check-in (yesterday in UTC). */
export function earliestNight(now = Date.now()): string {
  return bookingWindow(now).earliest;
}

/**
 * Refuses a range that starts in the past, is too long, or ends after the calendar's last month
 * (docs/decisions/room-calendars.md).
 */
export function checkRange({ from, to }: { from: string; to: string }, now = Date.now()) {
  if (from < earliestNight(now))
    throw new AppError('validation_failed', `${RANGE_IN_PAST}.`, { from: RANGE_IN_PAST });
  if (to > calendarEnd(now))
    throw new AppError('validation_failed', `${RANGE_TOO_FAR}.`, { to: RANGE_TOO_FAR });
  const nights = nightsBetween(from, to);
  if (nights > CALENDAR_MAX_RANGE_NIGHTS)
    throw new AppError('validation_failed', `${RANGE_TOO_LONG}.`, { to: RANGE_TOO_LONG });
  return nights;
}

/**
 * Serialises every change of one room's nights with its bookings' holds (the same advisory lock): the
 * exclusion constraints decide, and nobody waits on another's uncommitted row until a deadlock.
 */
export async function lockRoomNights(tx: Tx, roomId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROOM_HOLD_LOCK}, ${roomId})`);
}

type RangeColumns = {
  id: PgColumn;
  roomId: PgColumn;
  from: PgColumn;
  to: PgColumn;
  only?: SQL;
  /** The column the audit trail keeps of each range, and its name there. */
  shown?: { name: string; column: PgColumn };
};

/**
 * The ranges of a room's range table that touch [from, to), for the audit trail's before and after
 * (docs/decisions/audit-trail.md): `{ from, to, ranges: [{ from, to, <shown>: value }] }`.
 */
export async function rangeSnapshot(
  tx: Tx,
  table: PgTable,
  columns: RangeColumns,
  { roomId, from, to }: { roomId: number; from: string; to: string },
) {
  const rows = await tx
    .select({ from: columns.from, to: columns.to, ...(columns.shown ? { value: columns.shown.column } : {}) })
    .from(table)
    .where(
      and(
        eq(columns.roomId, roomId),
        columns.only,
        sql`daterange(${columns.from}, ${columns.to}) && daterange(${from}::date, ${to}::date)`,
      ),
    )
    .orderBy(columns.from);
  const ranges = rows.map(({ value, ...dates }) =>
    columns.shown ? { ...dates, [columns.shown.name]: value } : dates,
  );
  return { from, to, ranges };
}

/**
 * Empties [from, to) of a room's rows in a range table: rows inside go, rows across an edge are cut
 * back to it, a row across both is split in two. Other nights keep their rows as they were.
 */
export async function clearRange(
  tx: Tx,
  table: PgTable,
  columns: RangeColumns,
  { roomId, from, to }: { roomId: number; from: string; to: string },
): Promise<number> {
  const fromKey = keyOf(table, columns.from);
  const toKey = keyOf(table, columns.to);
  const rows = (await tx
    .select()
    .from(table)
    .where(
      and(
        eq(columns.roomId, roomId),
        columns.only,
        sql`daterange(${columns.from}, ${columns.to}) && daterange(${from}::date, ${to}::date)`,
      ),
    )
    .for('update')) as Record<string, unknown>[];
  for (const row of rows) {
    const [start, end] = [row[fromKey] as string, row[toKey] as string];
    const where = eq(columns.id, row[keyOf(table, columns.id)] as number);
    if (start >= from && end <= to) await tx.delete(table).where(where);
    else if (start < from) {
      await tx
        .update(table)
        .set({ [toKey]: from })
        .where(where);
      if (end > to) {
        const { [keyOf(table, columns.id)]: _, ...copy } = row;
        await tx.insert(table).values({ ...copy, [fromKey]: to, [toKey]: end });
      }
    } else
      await tx
        .update(table)
        .set({ [fromKey]: to })
        .where(where);
  }
  return rows.length;
}

function keyOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, value]) => value === column);
  if (!entry) throw new Error(`column ${column.name} is not in the table`);
  return entry[0];
}
