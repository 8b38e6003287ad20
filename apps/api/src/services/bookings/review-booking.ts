import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';
import { bookings } from '../../db/schema/bookings';
import { reviews } from '../../db/schema/reviews';
import { stayRooms } from '../../db/schema/stays';
import { AppError } from '../../errors';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import { bookingsByIds, selectBookings, toBooking } from './booking-dto';

type Options = {
  db: Database;
  events: DomainEvents;
  userId: string;
  bookingId: number;
  rating: number;
  comment: string | null;
};

/** After check-out, the guest rates the stay once; the room's rating and review count follow. */
export async function reviewBooking({ db, events, userId, bookingId, rating, comment }: Options) {
  const [row] = await selectBookings(db, and(eq(bookings.id, bookingId), eq(bookings.userId, userId)), 1);
  if (!row) throw new AppError('not_found', 'Booking not found');
  const booking = toBooking(row);
  if (booking.review) throw new AppError('conflict', 'You have already rated this stay.');
  if (!booking.canReview || booking.roomId === null) {
    throw new AppError('unprocessable', 'You can rate a stay once it has ended.');
  }
  const roomId = booking.roomId;
  try {
    await commitThenAnnounce(db, events, async (tx, announce) => {
      await tx.insert(reviews).values({ userId, bookingId, roomId, rating, comment });
      await tx
        .update(stayRooms)
        .set({
          rating: sql`(coalesce(${stayRooms.rating}, 0) * ${stayRooms.reviewCount} + ${rating}) / (${stayRooms.reviewCount} + 1)`,
          reviewCount: sql`${stayRooms.reviewCount} + 1`,
        })
        .where(eq(stayRooms.id, roomId));
      announce({ type: 'catalogue.changed', topic: 'stays' });
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) {
      throw new AppError('conflict', 'You have already rated this stay.');
    }
    throw error;
  }
  const [result] = await bookingsByIds(db, [bookingId]);
  return result!;
}
