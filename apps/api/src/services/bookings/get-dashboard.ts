import { and, avg, count, eq, gt, inArray, sql, sum } from 'drizzle-orm';
import type { Dashboard } from '@restora/shared/contracts/bookings';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { reviews } from '../../db/schema/reviews';
import { selectBookings, toBooking } from './booking-dto';

export const RECENT_BOOKINGS = 5;

/**
 * The dashboard (docs/decisions/account-area.md): confirmed bookings, upcoming stays (check-in after today),
 * the sum of their totals, the mean of the user's review ratings (null without reviews), and the 5 newest
 * bookings.
 */
export async function getDashboard({ db, userId }: { db: Database; userId: string }): Promise<Dashboard> {
  const mine = eq(bookings.userId, userId);
  const confirmed = and(mine, eq(bookings.status, 'confirmed'));
  const [[totals], [upcoming], [rating], recent] = await Promise.all([
    db
      .select({ count: count(), spent: sum(bookings.totalCents) })
      .from(bookings)
      .where(confirmed),
    db
      .select({ count: count() })
      .from(bookings)
      .where(and(confirmed, eq(bookings.kind, 'stay'), gt(bookings.checkIn, sql`current_date`))),
    db
      .select({ average: avg(reviews.rating) })
      .from(reviews)
      .where(eq(reviews.userId, userId)),
    selectBookings(db, and(mine, inArray(bookings.status, ['confirmed', 'cancelled'])), RECENT_BOOKINGS),
  ]);
  const average = rating?.average === null || rating?.average === undefined ? null : Number(rating.average);
  return {
    totalBookings: totals?.count ?? 0,
    upcomingStays: upcoming?.count ?? 0,
    totalSpentCents: Number(totals?.spent ?? 0),
    averageRating: average === null ? null : Math.round(average * 10) / 10,
    recentBookings: recent.map((r) => toBooking(r)),
  };
}
