import { asc, eq } from 'drizzle-orm';
import type { AccountExport } from '@restora/shared/contracts/account';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { reviews } from '../../db/schema/reviews';
import { AppError } from '../../errors';
import { getSessionUser } from '../auth/get-session-user';
import { selectBookings, toBooking } from '../bookings/booking-dto';
import { getPlan, listPlans } from '../journey/plans';
import { listOrders } from '../shop/orders';

/** Far above what one person makes; the export is everything, not a page. */
const ALL = 100_000;

/** "Download my data" (docs/decisions/account-recovery.md): the person's own records, as the API shows them. */
export async function exportAccountData({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<AccountExport> {
  const profile = await getSessionUser({ db, userId });
  if (!profile) throw new AppError('unauthenticated', 'Please sign in to continue.');
  const [bookingRows, orders, plans, reviewRows] = await Promise.all([
    selectBookings(db, eq(bookings.userId, userId), ALL),
    listOrders({ db, userId, limit: ALL }),
    listPlans(db, userId),
    db
      .select({
        bookingId: reviews.bookingId,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.userId, userId))
      .orderBy(asc(reviews.createdAt)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    bookings: bookingRows.map((row) => toBooking(row)),
    orders,
    journeyPlans: await Promise.all(plans.map((plan) => getPlan(db, userId, plan.id))),
    reviews: reviewRows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
