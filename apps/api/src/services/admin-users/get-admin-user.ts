import { desc, eq, sql } from 'drizzle-orm';
import type { AdminUserDetail } from '@restora/shared/contracts/admin-users';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { partnerMembers } from '../../db/schema/partners';
import { userInfo } from '../../db/schema/profiles';
import { orders } from '../../db/schema/shop';
import { AppError } from '../../errors';
import { toUserRow, userRowColumns } from './list-admin-users';

const RECENT = 10;

/** One account for the back office: its row, roles, and its latest bookings and orders. */
export async function getAdminUser({ db, id }: { db: Database; id: string }): Promise<AdminUserDetail> {
  const [[found], recentBookings, recentOrders] = await Promise.all([
    db
      .select({
        ...userRowColumns,
        isPartner: sql<boolean>`exists (select 1 from ${partnerMembers} where ${partnerMembers.userId} = ${user.id})`,
      })
      .from(user)
      .leftJoin(userInfo, eq(userInfo.id, user.id))
      .where(eq(user.id, id)),
    db
      .select({
        id: bookings.id,
        kind: bookings.kind,
        status: bookings.status,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        totalCents: bookings.totalCents,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .where(eq(bookings.userId, id))
      .orderBy(desc(bookings.createdAt))
      .limit(RECENT),
    db
      .select({
        id: orders.id,
        status: orders.status,
        totalCents: orders.totalCents,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.createdAt))
      .limit(RECENT),
  ]);
  if (!found) throw new AppError('not_found', 'No such user');
  return {
    ...toUserRow(found),
    suspendedAt: found.suspendedAt?.toISOString() ?? null,
    isPartner: Boolean(found.isPartner),
    recentBookings: recentBookings.map(({ createdAt, ...b }) => ({
      ...b,
      createdAt: createdAt.toISOString(),
    })),
    recentOrders: recentOrders.map(({ createdAt, ...o }) => ({
      ...o,
      createdAt: createdAt.toISOString(),
    })),
  };
}
