import { and, avg, count, eq, gt, inArray, sql, sum } from 'drizzle-orm';
import type { Dashboard } from '@restora/shared/contracts/bookings';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { retreatBookings, retreats } from '../../db/schema/retreats';
import { reviews } from '../../db/schema/reviews';
import { selectBookings, toBooking } from './booking-dto';

export const RECENT_BOOKINGS = 5;

/**
 * The dashboard (docs/decisions/account-area.md): confirmed bookings, upcoming stays (check-in after today),
 * the sum of their totals, the mean of the user's review ratings (null without reviews), and the 5 newest
 * bookings. Confirmed retreat places count as bookings, as upcoming stays until they start, and with what
 * they have paid so far (docs/decisions/retreats.md, "The dashboard").
 */
export async function getDashboard({ db, userId }: { db: Database; userId: string }): Promise<Dashboard> {
  const mine = eq(bookings.userId, userId);
  const confirmed = and(mine, eq(bookings.status, 'confirmed'));
  const [[totals], [upcoming], [rating], recent, [places]] = await Promise.all([
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
    selectBookings(
      db,
      and(mine, inArray(bookings.status, ['confirmed', 'cancelled', 'requested', 'declined', 'expired'])),
      RECENT_BOOKINGS,
    ),
    db
      .select({
        count: count(),
        upcoming: sql<number>`count(*) filter (where ${retreats.startDate} > current_date)`.mapWith(Number),
        paid: sum(
          sql`${retreatBookings.depositCents} + case when ${retreatBookings.balanceStatus} = 'paid' then ${retreatBookings.balanceCents} else 0 end`,
        ),
      })
      .from(retreatBookings)
      .innerJoin(retreats, eq(retreats.id, retreatBookings.retreatId))
      .where(and(eq(retreatBookings.userId, userId), eq(retreatBookings.status, 'confirmed'))),
  ]);
  const average = rating?.average === null || rating?.average === undefined ? null : Number(rating.average);
  return {
    totalBookings: (totals?.count ?? 0) + (places?.count ?? 0),
    upcomingStays: (upcoming?.count ?? 0) + (places?.upcoming ?? 0),
    totalSpentCents: Number(totals?.spent ?? 0) + Number(places?.paid ?? 0),
    retreatPlaces: places?.count ?? 0,
    averageRating: average === null ? null : Math.round(average * 10) / 10,
    recentBookings: recent.map((r) => toBooking(r)),
  };
}
