import { and, asc, eq, sql } from 'drizzle-orm';
import type { CalendarDay, RoomCalendar } from '@restora/shared/contracts/room-calendar';
import { isCalendarMonth, MONTH_OUT_OF_RANGE, shiftMonth } from '@restora/shared/domain/room-calendar';
import { addDays, nightlyPrices, nightsBetween } from '@restora/shared/domain/stay-quote';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import {
  calendarFeeds,
  roomMinimumStays,
  roomNights,
  roomPriceOverrides,
} from '../../db/schema/room-calendar';
import { AppError } from '../../errors';
import { earliestNight } from './calendar-range';
import { findPartnerRoom } from './partner-room';

const overlaps = (from: unknown, to: unknown, start: string, end: string) =>
  sql`daterange(${from}, ${to}) && daterange(${start}::date, ${end}::date)`;

/**
 * One month of a room for its partner (docs/decisions/room-calendars.md): each night's state (free, booked
 * with the guest's name, or blocked with its note), its price and the minimum stay starting on it. The
 * month is one of the calendar's, so the answer is at most 31 days.
 */
export async function getRoomCalendar({
  db,
  userId,
  roomId,
  month,
}: {
  db: Database;
  userId: string;
  roomId: number;
  month: string;
}): Promise<RoomCalendar> {
  if (!isCalendarMonth(month))
    throw new AppError('validation_failed', `${MONTH_OUT_OF_RANGE}.`, { month: MONTH_OUT_OF_RANGE });
  const room = await findPartnerRoom(db, userId, roomId);
  const start = `${month}-01`;
  // On the month's numbers, not Date.UTC (which reads years 0 to 99 as 1900 to 1999).
  const end = `${shiftMonth(month, 1)}-01`;
  const [taken, overrides, minimums] = await Promise.all([
    db
      .select({
        kind: roomNights.kind,
        checkIn: roomNights.checkIn,
        checkOut: roomNights.checkOut,
        note: roomNights.note,
        guestName: user.name,
        feedName: calendarFeeds.name,
      })
      .from(roomNights)
      .leftJoin(calendarFeeds, eq(calendarFeeds.id, roomNights.feedId))
      .leftJoin(bookings, eq(bookings.id, roomNights.bookingId))
      .leftJoin(user, eq(user.id, bookings.userId))
      .where(
        and(eq(roomNights.roomId, roomId), overlaps(roomNights.checkIn, roomNights.checkOut, start, end)),
      )
      .orderBy(asc(roomNights.checkIn)),
    db
      .select({
        fromDate: roomPriceOverrides.fromDate,
        toDate: roomPriceOverrides.toDate,
        priceCents: roomPriceOverrides.priceCents,
      })
      .from(roomPriceOverrides)
      .where(
        and(
          eq(roomPriceOverrides.roomId, roomId),
          overlaps(roomPriceOverrides.fromDate, roomPriceOverrides.toDate, start, end),
        ),
      ),
    db
      .select({
        fromDate: roomMinimumStays.fromDate,
        toDate: roomMinimumStays.toDate,
        minNights: roomMinimumStays.minNights,
      })
      .from(roomMinimumStays)
      .where(
        and(
          eq(roomMinimumStays.roomId, roomId),
          overlaps(roomMinimumStays.fromDate, roomMinimumStays.toDate, start, end),
        ),
      ),
  ]);

  const count = nightsBetween(start, end);
  const prices = nightlyPrices(start, count, room.priceCents, overrides);
  const today = earliestNight();
  const days = prices.map((priceCents, i): CalendarDay => {
    const date = addDays(start, i);
    const within = (r: { from: string; to: string }) => r.from <= date && date < r.to;
    const night = taken.find((t) => within({ from: t.checkIn, to: t.checkOut }));
    const minimum = minimums.find((r) => within({ from: r.fromDate, to: r.toDate }));
    return {
      date,
      // An imported night (docs/decisions/calendar-sync.md) is blocked, with its calendar's name as its note.
      state: !night ? 'free' : night.kind === 'booking' ? 'booked' : 'blocked',
      priceCents,
      overridden: overrides.some((o) => within({ from: o.fromDate, to: o.toDate })),
      guestName: night?.kind === 'booking' ? (night.guestName ?? 'A guest') : null,
      // A published retreat holds the room for its program (docs/decisions/retreats.md); an imported
      // night shows its calendar's name (docs/decisions/calendar-sync.md).
      note:
        night?.kind === 'block'
          ? night.note
          : night?.kind === 'retreat'
            ? 'Held for a retreat'
            : night?.kind === 'import'
              ? night.feedName
              : null,
      minNights: minimum?.minNights ?? null,
      past: date < today,
    };
  });
  return {
    room: {
      id: room.id,
      title: room.title,
      propertyId: room.propertyId,
      propertyName: room.propertyName,
      basePriceCents: room.priceCents,
    },
    month,
    days,
  };
}
