import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '@restora/shared/contracts/admin-tables';
import type { AdminUserRow, AdminUsersQuery } from '@restora/shared/contracts/admin-users';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { userInfo } from '../../db/schema/profiles';
import { orders } from '../../db/schema/shop';

/** LIKE's own characters in what was typed match themselves. */
const likePrefix = (typed: string) => `${typed.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search: a prefix of the e-mail or of the name, each on its own text_pattern_ops index
 * (user_email_prefix_idx, user_name_prefix_idx); never a scan for a substring.
 */
function filters(query: Pick<AdminUsersQuery, 'q' | 'role'>): SQL | undefined {
  const parts: SQL[] = [];
  if (query.q) {
    const prefix = likePrefix(query.q);
    parts.push(or(sql`lower(${user.email}) like ${prefix}`, sql`lower(${user.name}) like ${prefix}`)!);
  }
  if (query.role === 'admin') parts.push(eq(userInfo.role, 'admin'));
  // A profile is made on first read, so an account without one is a guest.
  if (query.role === 'guest') parts.push(sql`coalesce(${userInfo.role}, 'guest') = 'guest'`);
  return parts.length ? and(...parts) : undefined;
}

/** The counts for the 50 rows of the page only, each a range read of the (user, created) indexes. */
const bookingCount = sql<number>`(select count(*) from ${bookings} where ${bookings.userId} = ${user.id})`;
const orderCount = sql<number>`(select count(*) from ${orders} where ${orders.userId} = ${user.id})`;

export const userRowColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  emailVerified: user.emailVerified,
  createdAt: user.createdAt,
  role: userInfo.role,
  suspendedAt: userInfo.suspendedAt,
  deletedAt: userInfo.deletedAt,
  bookings: bookingCount,
  orders: orderCount,
};

type RawRow = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
  role: 'guest' | 'admin' | null;
  suspendedAt: Date | null;
  deletedAt: Date | null;
  bookings: number | string;
  orders: number | string;
};

export function toUserRow(r: RawRow): AdminUserRow {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role ?? 'guest',
    emailVerified: r.emailVerified,
    suspended: r.suspendedAt !== null,
    deleted: r.deletedAt !== null,
    createdAt: r.createdAt.toISOString(),
    bookings: Number(r.bookings),
    orders: Number(r.orders),
  };
}

/** The back office's users table (docs/decisions/admin-users.md): 50 a page, newest first by default. */
export async function listAdminUsers({ db, query }: { db: Database; query: AdminUsersQuery }) {
  const where = filters(query);
  const direction = query.dir === 'asc' ? asc : desc;
  const order =
    query.sort === 'email' ? [direction(user.email)] : [direction(user.createdAt), direction(user.id)];
  const needsProfile = query.role !== undefined;
  // The page's ids first, then the rows with their counts: an OFFSET's skipped rows would otherwise each
  // run the two counts too.
  const pageIds = db
    .select({ id: user.id })
    .from(user)
    .leftJoin(userInfo, eq(userInfo.id, user.id))
    .where(where)
    .orderBy(...order)
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE)
    .as('page_ids');
  const [rows, totals] = await Promise.all([
    db
      .select(userRowColumns)
      .from(pageIds)
      .innerJoin(user, eq(user.id, pageIds.id))
      .leftJoin(userInfo, eq(userInfo.id, user.id))
      .orderBy(...order),
    needsProfile
      ? db.select({ total: count() }).from(user).leftJoin(userInfo, eq(userInfo.id, user.id)).where(where)
      : db.select({ total: count() }).from(user).where(where),
  ]);
  return {
    items: rows.map(toUserRow),
    total: Number(totals[0]?.total ?? 0),
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}
