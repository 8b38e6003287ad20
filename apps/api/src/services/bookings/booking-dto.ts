import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Booking } from '@restora/shared/contracts/bookings';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { reviews } from '../../db/schema/reviews';
import { services } from '../../db/schema/services';
import { properties, stayRooms } from '../../db/schema/stays';
import { refundedSoFar } from '../payments/refunded-so-far';

/** Free cancellation ends this long before check-in. */
export const FREE_CANCELLATION_HOURS = 24;

const startOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const today = () => new Date().toISOString().slice(0, 10);

type Row = {
  booking: typeof bookings.$inferSelect;
  refundedCents: number;
  roomTitle: string | null;
  roomImage: string | null;
  propertyId: number | null;
  serviceTitle: string | null;
  serviceImage: string | null;
  reviewRating: number | null;
  reviewComment: string | null;
};

/** Why the guest may not cancel the booking themselves, or null when they may. */
export function guestCancelBlockedReason(
  b: Pick<typeof bookings.$inferSelect, 'status' | 'checkIn'>,
  now = Date.now(),
): string | null {
  const hoursToCheckIn = (startOf(b.checkIn) - now) / 3_600_000;
  if (b.status !== 'confirmed') return 'Only confirmed bookings can be cancelled.';
  if (hoursToCheckIn < FREE_CANCELLATION_HOURS)
    return `Free cancellation ends ${FREE_CANCELLATION_HOURS} hours before check-in.`;
  return null;
}

export function toBooking(row: Row, now = Date.now()): Booking {
  const b = row.booking;
  const cancelBlockedReason = guestCancelBlockedReason(b, now);
  const review = row.reviewRating === null ? null : { rating: row.reviewRating, comment: row.reviewComment };
  return {
    id: b.id,
    kind: b.kind,
    status: b.status,
    title: (b.kind === 'stay' ? row.roomTitle : row.serviceTitle) ?? 'Booking',
    image: b.kind === 'stay' ? row.roomImage : row.serviceImage,
    roomId: b.roomId,
    propertyId: row.propertyId,
    serviceId: b.serviceId,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    guests: b.guests,
    lines: b.lines.map((l) => ({ kind: l.kind, label: l.label, amountCents: l.amountCents })),
    totalCents: b.totalCents,
    refundedCents: Number(row.refundedCents),
    createdAt: b.createdAt.toISOString(),
    canCancel: cancelBlockedReason === null,
    cancelBlockedReason,
    canReview:
      b.kind === 'stay' &&
      b.status === 'confirmed' &&
      review === null &&
      (b.checkOut ?? b.checkIn) <= today(),
    review,
    requestExpiresAt: b.status === 'requested' ? (b.requestExpiresAt?.toISOString() ?? null) : null,
  };
}

/** Bookings with what a list shows of their room or service and review. */
export function selectBookings(db: Database, where: SQL | undefined, limit = 50) {
  return db
    .select({
      booking: bookings,
      refundedCents: refundedSoFar('booking', bookings.id),
      roomTitle: stayRooms.title,
      roomImage: sql<string | null>`${stayRooms.images}[1]`,
      propertyId: properties.id,
      serviceTitle: services.title,
      serviceImage: services.imageUrl,
      reviewRating: reviews.rating,
      reviewComment: reviews.comment,
    })
    .from(bookings)
    .leftJoin(stayRooms, eq(stayRooms.id, bookings.roomId))
    .leftJoin(properties, eq(properties.id, stayRooms.propertyId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
}

export async function bookingsByPayment(db: Database, paymentId: number) {
  const rows = await selectBookings(db, eq(bookings.paymentId, paymentId));
  return rows.map((r) => toBooking(r)).sort((a, b) => a.id - b.id);
}

export async function bookingsByIds(db: Database, ids: number[]) {
  if (!ids.length) return [];
  return (await selectBookings(db, inArray(bookings.id, ids))).map((r) => toBooking(r));
}
