import { eq } from 'drizzle-orm';
import type { Booking } from '@restora/shared/contracts/bookings';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { selectBookings, toBooking } from './booking-dto';

/** The user's bookings, newest first (at most 50). */
export async function listBookings({ db, userId }: { db: Database; userId: string }): Promise<Booking[]> {
  const rows = await selectBookings(db, eq(bookings.userId, userId));
  return rows.map((r) => toBooking(r));
}
