import { and, eq, exists, sql } from 'drizzle-orm';
import type { StayQuote } from '@restora/shared/contracts/stays';
import { bookingWindow, stayDateIssues, type BookingWindow } from '@restora/shared/domain/booking-window';
import {
  nightlyPrices,
  nightsBetween,
  quoteStay as priceStay,
  type PriceRange,
} from '@restora/shared/domain/stay-quote';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { roomMinimumStays, roomNights, roomPriceOverrides } from '../../db/schema/room-calendar';
import { stayRooms } from '../../db/schema/stays';
import { AppError } from '../../errors';
import { minimumStayMessage } from './minimum-stay-message';

export const DEFAULT_MAX_GUESTS = 5;

type Options = {
  db: Database;
  roomId: number;
  checkIn: string;
  checkOut: string;
  guests: number;
  window?: BookingWindow;
};

// The room, whether some night is taken (a booking or a block: room_nights), the partner's prices for
// those nights and the minimum stay for the check-in night, in one round trip
// (docs/decisions/room-calendars.md). The range is written least..greatest so that dates in the wrong
// order (refused before it runs) could never make it fail.
const roomAndClash = preparedPerDatabase((db) => {
  const [checkIn, checkOut] = [sql.placeholder('checkIn'), sql.placeholder('checkOut')];
  const stay = sql`daterange(least(${checkIn}::date, ${checkOut}::date), greatest(${checkIn}::date, ${checkOut}::date))`;
  const taken = db
    .select({ one: sql`1` })
    .from(roomNights)
    .where(
      and(
        eq(roomNights.roomId, stayRooms.id),
        sql`daterange(${roomNights.checkIn}, ${roomNights.checkOut}) && ${stay}`,
      ),
    );
  const overrides = db
    .select({
      list: sql`coalesce(json_agg(json_build_object('fromDate', ${roomPriceOverrides.fromDate},
        'toDate', ${roomPriceOverrides.toDate}, 'priceCents', ${roomPriceOverrides.priceCents})), '[]'::json)`,
    })
    .from(roomPriceOverrides)
    .where(
      and(
        eq(roomPriceOverrides.roomId, stayRooms.id),
        sql`daterange(${roomPriceOverrides.fromDate}, ${roomPriceOverrides.toDate}) && ${stay}`,
      ),
    );
  const minimum = db
    .select({ minNights: roomMinimumStays.minNights })
    .from(roomMinimumStays)
    .where(
      and(
        eq(roomMinimumStays.roomId, stayRooms.id),
        sql`daterange(${roomMinimumStays.fromDate}, ${roomMinimumStays.toDate}) @> ${checkIn}::date`,
      ),
    );
  return (
    db
      .select({
        id: stayRooms.id,
        priceCents: stayRooms.priceCents,
        cleaningFeeCents: stayRooms.cleaningFeeCents,
        maxGuests: stayRooms.maxGuests,
        clash: sql<boolean>`${exists(taken)}`,
        overrides: sql<PriceRange[] | string>`(${overrides})`,
        minNights: sql<number | null>`(${minimum})`,
      })
      .from(stayRooms)
      // An unpublished property's rooms are not for sale (docs/decisions/partner-listings.md).
      .where(and(eq(stayRooms.id, sql.placeholder('roomId')), sql`${stayRooms.published}`))
      .prepare('room_and_clash')
  );
});

/**
 * The server's price for a stay: checks the dates (inside the booking window, at most 60 nights:
 * docs/decisions/bookings-and-availability.md, "Date windows"), the room, the guests (up to the room's
 * maximum) and that every night is free. Payment re-quotes with this same function.
 */
export async function quoteStay({
  db,
  roomId,
  checkIn,
  checkOut,
  guests,
  window = bookingWindow(),
}: Options) {
  // The dates first: no query runs for a stay that cannot be booked.
  const outside = stayDateIssues(checkIn, checkOut, window);
  const message = outside.checkIn ?? outside.checkOut;
  if (message) throw new AppError('validation_failed', `${message}.`, outside);
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1) {
    throw new AppError('validation_failed', 'A stay needs at least one night.', {
      checkOut: 'Check-out must be after check-in',
    });
  }

  const [row] = await roomAndClash(db).execute({ roomId, checkIn, checkOut });
  if (!row) throw new AppError('not_found', 'Stay room not found');
  const { clash, overrides, minNights, ...room } = row;
  const maxGuests = room.maxGuests || DEFAULT_MAX_GUESTS;
  if (guests > maxGuests) {
    throw new AppError('validation_failed', `This room takes at most ${maxGuests} guests.`, {
      guests: `This room takes at most ${maxGuests} guests`,
    });
  }
  if (minNights !== null && nights < minNights) {
    const message = minimumStayMessage(checkIn, minNights);
    throw new AppError('validation_failed', `${message}.`, { checkOut: message });
  }
  if (clash)
    throw new AppError('conflict', 'Some of those nights are already booked. Please choose other dates.');

  const ranges: PriceRange[] = typeof overrides === 'string' ? JSON.parse(overrides) : overrides;
  const nightlyPricesCents = nightlyPrices(checkIn, nights, room.priceCents, ranges);
  const price = priceStay({
    nightlyPriceCents: room.priceCents,
    nights,
    nightlyPricesCents,
    cleaningFeeCents: room.cleaningFeeCents,
  });
  return { room, nights, guests, checkIn, checkOut, ...price };
}

export function toQuoteDto(q: Awaited<ReturnType<typeof quoteStay>>): StayQuote {
  return {
    roomId: q.room.id,
    checkIn: q.checkIn,
    checkOut: q.checkOut,
    nights: q.nights,
    guests: q.guests,
    // The average when the nights differ (a partner's price for some of them): the lines show each.
    nightlyPriceCents: Math.round(q.subtotalCents / q.nights),
    lines: q.lines.map((l) => ({ kind: l.kind, label: l.label, amountCents: l.amountCents })),
    totalCents: q.totalCents,
    currency: 'USD',
  };
}
