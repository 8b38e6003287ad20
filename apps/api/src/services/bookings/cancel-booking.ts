import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { AppError } from '../../errors';
import { bookingsByIds, selectBookings, toBooking } from './booking-dto';

/** Cancels the user's own confirmed booking while free cancellation lasts; its nights become free. */
export async function cancelBooking({
  db,
  userId,
  bookingId,
}: {
  db: Database;
  userId: string;
  bookingId: number;
}) {
  const [row] = await selectBookings(db, and(eq(bookings.id, bookingId), eq(bookings.userId, userId)), 1);
  // Another user's booking is answered exactly like a missing one.
  if (!row) throw new AppError('not_found', 'Booking not found');
  const booking = toBooking(row);
  if (!booking.canCancel)
    throw new AppError('unprocessable', booking.cancelBlockedReason ?? 'This booking cannot be cancelled.');
  const updated = await db
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: new Date() })
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId), eq(bookings.status, 'confirmed')))
    .returning({ id: bookings.id });
  if (!updated.length) throw new AppError('conflict', 'This booking has just changed. Reload and try again.');
  const [result] = await bookingsByIds(db, [bookingId]);
  return result!;
}
