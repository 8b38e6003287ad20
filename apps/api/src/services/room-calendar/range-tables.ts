import { eq } from 'drizzle-orm';
import { roomMinimumStays, roomNights, roomPriceOverrides } from '../../db/schema/room-calendar';

// The three range tables of a room's calendar as clearRange sees them (docs/decisions/room-calendars.md).

/** A partner's blocks only: the rows that mirror bookings are never cut or removed here. */
export const blockRanges = {
  id: roomNights.id,
  roomId: roomNights.roomId,
  from: roomNights.checkIn,
  to: roomNights.checkOut,
  only: eq(roomNights.kind, 'block'),
  shown: { name: 'note', column: roomNights.note },
};

export const priceRanges = {
  id: roomPriceOverrides.id,
  roomId: roomPriceOverrides.roomId,
  from: roomPriceOverrides.fromDate,
  to: roomPriceOverrides.toDate,
  shown: { name: 'priceCents', column: roomPriceOverrides.priceCents },
};

export const minimumStayRanges = {
  id: roomMinimumStays.id,
  roomId: roomMinimumStays.roomId,
  from: roomMinimumStays.fromDate,
  to: roomMinimumStays.toDate,
  shown: { name: 'minNights', column: roomMinimumStays.minNights },
};
