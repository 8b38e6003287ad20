import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { AppError } from '../../errors';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import { bookingsByIds, selectBookings, toBooking } from './booking-dto';

/** Cancels the user's own confirmed booking while free cancellation lasts; its nights become free. */
export async function cancelBooking({
  db,
  events,
  userId,
  bookingId,
}: {
  db: Database;
  events: DomainEvents;
  userId: string;
  bookingId: number;
}) {
  const [row] = await selectBookings(db, and(eq(bookings.id, bookingId), eq(bookings.userId, userId)), 1);
  // Another user's booking is answered exactly like a missing one.
  if (!row) throw new AppError('not_found', 'Booking not found');
  const booking = toBooking(row);
  if (!booking.canCancel)
    throw new AppError('unprocessable', booking.cancelBlockedReason ?? 'This booking cannot be cancelled.');
  await commitThenAnnounce(db, events, async (tx, announce) => {
    const updated = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId), eq(bookings.status, 'confirmed')))
      .returning({ id: bookings.id });
    if (!updated.length)
      throw new AppError('conflict', 'This booking has just changed. Reload and try again.');
    announce({ type: 'booking.cancelled', userId, bookingId });
  });
  const [result] = await bookingsByIds(db, [bookingId]);
  return result!;
}
