import { asc, eq } from 'drizzle-orm';
import type { AccountExport } from '@restora/shared/contracts/account';
import type { Database } from '../../db/client';
import { twoFactor } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { partnerMembers, partnerOrganisations } from '../../db/schema/partners';
import { reviews } from '../../db/schema/reviews';
import { AppError } from '../../errors';
import { getSessionUser } from './get-session-user';
import { selectBookings, toBooking } from '../bookings';
import { exportOwnMessages } from '../conversations';
import { getPlan, listPlans } from '../journey';
import { listPasskeys } from './manage-passkeys';
import { listOrders } from '../shop';

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
  const [bookingRows, orders, plans, reviewRows, passkeys, app, organisations, messages] = await Promise.all([
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
    listPasskeys(db, userId),
    db.select({ userId: twoFactor.userId }).from(twoFactor).where(eq(twoFactor.userId, userId)),
    db
      .select({ id: partnerOrganisations.id, name: partnerOrganisations.name, role: partnerMembers.role })
      .from(partnerMembers)
      .innerJoin(partnerOrganisations, eq(partnerOrganisations.id, partnerMembers.organisationId))
      .where(eq(partnerMembers.userId, userId))
      .orderBy(asc(partnerOrganisations.id)),
    exportOwnMessages(db, userId),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    bookings: bookingRows.map((row) => toBooking(row)),
    orders,
    journeyPlans: await Promise.all(plans.map((plan) => getPlan(db, userId, plan.id))),
    reviews: reviewRows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    signIn: { authenticatorApp: app.length > 0, passkeys: passkeys.items },
    partnerOrganisations: organisations,
    messages,
  };
}
