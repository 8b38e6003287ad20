import { and, asc, eq, sql } from 'drizzle-orm';
import type { CalendarDay, RoomCalendar } from '@restora/shared/contracts/room-calendar';
import { addDays, nightlyPrices } from '@restora/shared/domain/stay-quote';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { roomMinimumStays, roomNights, roomPriceOverrides } from '../../db/schema/room-calendar';
import { earliestNight } from './calendar-range';
import { findPartnerRoom } from './partner-room';

const overlaps = (from: unknown, to: unknown, start: string, end: string) =>
  sql`daterange(${from}, ${to}) && daterange(${start}::date, ${end}::date)`;

/**
 * One month of a room for its partner (docs/decisions/room-calendars.md): each night's state (free, booked
 * with the guest's name, or blocked with its note), its price and the minimum stay starting on it.
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
  const room = await findPartnerRoom(db, userId, roomId);
  const start = `${month}-01`;
  const [year, m] = month.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 10);
  const [taken, overrides, minimums] = await Promise.all([
    db
      .select({
        kind: roomNights.kind,
        checkIn: roomNights.checkIn,
        checkOut: roomNights.checkOut,
        note: roomNights.note,
        guestName: user.name,
      })
      .from(roomNights)
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

  const count = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
  const prices = nightlyPrices(start, count, room.priceCents, overrides);
  const today = earliestNight();
  const days = prices.map((priceCents, i): CalendarDay => {
    const date = addDays(start, i);
    const within = (r: { from: string; to: string }) => r.from <= date && date < r.to;
    const night = taken.find((t) => within({ from: t.checkIn, to: t.checkOut }));
    const minimum = minimums.find((r) => within({ from: r.fromDate, to: r.toDate }));
    return {
      date,
      state: !night ? 'free' : night.kind === 'block' ? 'blocked' : 'booked',
      price: priceCents / 100,
      overridden: overrides.some((o) => within({ from: o.fromDate, to: o.toDate })),
      guestName: night?.kind === 'booking' ? (night.guestName ?? 'A guest') : null,
      note: night?.kind === 'block' ? night.note : null,
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
      basePrice: room.priceCents / 100,
    },
    month,
    days,
  };
}
