import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AdminBookingsPage, AdminBookingsQuery } from '@restora/shared/contracts/admin-bookings';
import { ADMIN_PAGE_SIZE } from '@restora/shared/contracts/admin-tables';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { services } from '../../db/schema/services';
import { stayRooms } from '../../db/schema/stays';
import { selectAdminBookings, toAdminBooking } from './admin-bookings-query';

const SORTS = {
  created: bookings.createdAt,
  checkIn: bookings.checkIn,
  total: bookings.totalCents,
} as const;

/** The user with that address (addresses are stored lower-cased), or none. */
export async function userIdOfEmail(db: Database, email: string): Promise<string | null> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row?.id ?? null;
}

/** The bookings of one property: each side reads its own (room_id|service_id, check_in) index. */
async function ofProperty(db: Database, propertyId: number): Promise<SQL> {
  const [rooms, offered] = await Promise.all([
    db.select({ id: stayRooms.id }).from(stayRooms).where(eq(stayRooms.propertyId, propertyId)),
    db.select({ id: services.id }).from(services).where(eq(services.propertyId, propertyId)),
  ]);
  const parts = [
    rooms.length
      ? inArray(
          bookings.roomId,
          rooms.map((r) => r.id),
        )
      : undefined,
    offered.length
      ? inArray(
          bookings.serviceId,
          offered.map((s) => s.id),
        )
      : undefined,
  ].filter((p): p is SQL => p !== undefined);
  return parts.length ? or(...parts)! : sql`false`;
}

/**
 * Every stay and service booking, filtered and sorted by the database, 50 a page
 * (docs/decisions/admin-bookings.md). The filters are columns of bookings alone (an e-mail and a property
 * are turned into ids first), so the count reads no join.
 */
export async function listAdminBookings({
  db,
  query,
}: {
  db: Database;
  query: AdminBookingsQuery;
}): Promise<AdminBookingsPage> {
  const empty = { items: [], total: 0, page: query.page, pageSize: ADMIN_PAGE_SIZE };
  let guestId: string | null = null;
  if (query.email !== undefined) {
    guestId = await userIdOfEmail(db, query.email);
    if (!guestId) return empty;
  }
  const where = and(
    guestId ? eq(bookings.userId, guestId) : undefined,
    query.id ? eq(bookings.id, query.id) : undefined,
    query.propertyId ? await ofProperty(db, query.propertyId) : undefined,
    query.status ? eq(bookings.status, query.status) : undefined,
    query.kind ? eq(bookings.kind, query.kind) : undefined,
    query.from ? gte(bookings.checkIn, query.from) : undefined,
    query.to ? lte(bookings.checkIn, query.to) : undefined,
  );
  const direction = query.dir === 'asc' ? asc : desc;
  const order = [direction(SORTS[query.sort]), direction(bookings.id)];
  // The page's ids are found on bookings alone (its index, no join per skipped row), then joined.
  const pageIds = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(where)
    .orderBy(...order)
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE);
  const [rows, [counted]] = await Promise.all([
    selectAdminBookings(db)
      .where(inArray(bookings.id, pageIds))
      .orderBy(...order),
    db.select({ n: count() }).from(bookings).where(where),
  ]);
  return {
    items: rows.map(toAdminBooking),
    total: Number(counted?.n ?? 0),
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}
