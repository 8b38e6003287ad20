import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { AdminOrdersPage, AdminOrdersQuery } from '@restora/shared/contracts/admin-bookings';
import { ADMIN_PAGE_SIZE } from '@restora/shared/contracts/admin-tables';
import type { Database } from '../../db/client';
import { fromUtcDay, throughUtcDay } from '../../db/utc-days';
import { orders } from '../../db/schema/shop';
import { selectAdminOrders, toAdminOrder } from './admin-orders-query';
import { userIdOfEmail } from './list-admin-bookings';

const SORTS = { created: orders.createdAt, total: orders.totalCents } as const;

/**
 * Every order, filtered and sorted by the database, 50 a page (docs/decisions/admin-bookings.md). The
 * filters are columns of orders alone, so the count reads no join. Days are UTC days.
 */
export async function listAdminOrders({
  db,
  query,
}: {
  db: Database;
  query: AdminOrdersQuery;
}): Promise<AdminOrdersPage> {
  let customerId: string | null = null;
  if (query.email !== undefined) {
    customerId = await userIdOfEmail(db, query.email);
    if (!customerId) return { items: [], total: 0, page: query.page, pageSize: ADMIN_PAGE_SIZE };
  }
  const where = and(
    customerId ? eq(orders.userId, customerId) : undefined,
    query.id ? eq(orders.id, query.id) : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    query.from ? fromUtcDay(orders.createdAt, query.from) : undefined,
    query.to ? throughUtcDay(orders.createdAt, query.to) : undefined,
  );
  const direction = query.dir === 'asc' ? asc : desc;
  const order = [direction(SORTS[query.sort]), direction(orders.id)];
  // The page's ids are found on orders alone (its index, no join per skipped row), then joined.
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...order)
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE);
  const [rows, [counted]] = await Promise.all([
    selectAdminOrders(db)
      .where(inArray(orders.id, pageIds))
      .orderBy(...order),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    items: rows.map(toAdminOrder),
    total: Number(counted?.n ?? 0),
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}
