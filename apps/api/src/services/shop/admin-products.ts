import { asc, count, desc, eq } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '@restora/shared/contracts/admin-tables';
import type { AdminProductListQuery } from '@restora/shared/contracts/shop';
import type { Database } from '../../db/client';
import { pgErrorCode } from '../../db/pg-error';
import { products } from '../../db/schema/shop';
import { AppError } from '../../errors';
import { toProduct } from './product-dto';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import { recordAudit, type AuditActor } from '../audit/record-audit';

type ProductInput = {
  name: string;
  category: string;
  description: string;
  priceCents: number;
  discountPriceCents: number | null;
  image: string;
  productType: 'buy_now' | 'pre_order';
  status: 'in_stock' | 'limited_stock' | 'out_of_stock' | 'coming_soon';
  stock: number;
  isNew: boolean;
  isBestSeller: boolean;
  releaseDate: string | null;
  estimatedShippingDate: string | null;
  features: string[];
  servingSize: string | null;
  servingsPerContainer: number | null;
  ingredients: string | null;
};

/**
 * The database's check that a discount stays below the price, as a field error. It can refuse what the
 * contract let through: prices a fraction of a cent apart round to the same cents.
 */
function discountCheckFailed(error: unknown) {
  if (pgErrorCode(error) !== '23514') return error;
  return new AppError('validation_failed', 'The discount price must be lower than the price.', {
    discountPriceCents: 'The discount price must be lower than the price',
  });
}

/** The product as the back office shows it (and the audit trail records it): with its stock. */
const toAdminProduct = (row: typeof products.$inferSelect) => ({ ...toProduct(row), stock: row.stock });

// Every write below records itself in the audit trail in its transaction (docs/decisions/audit-trail.md)
// and announces `catalogue.changed` for 'products', which every process's caches forget once it has committed
// (docs/decisions/after-commit.md, docs/decisions/many-processes.md).

export async function createProduct({
  db,
  events,
  actor,
  input,
}: {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  input: ProductInput;
}) {
  let created;
  try {
    created = await commitThenAnnounce(db, events, async (tx, announce) => {
      const [row] = await tx.insert(products).values(input).returning();
      const after = toAdminProduct(row!);
      await recordAudit(tx, actor, {
        action: 'product.create',
        object: { type: 'product', id: row!.id },
        after,
      });
      announce({ type: 'catalogue.changed', topic: 'products' });
      return after;
    });
  } catch (error) {
    throw discountCheckFailed(error);
  }
  return created;
}

type Patch = Partial<ProductInput>;

export async function getAdminProduct({ db, id }: { db: Database; id: number }) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new AppError('not_found', 'Product not found');
  return toAdminProduct(row);
}

export async function updateProduct({
  db,
  events,
  actor,
  id,
  patch,
}: {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  id: number;
  patch: Patch;
}) {
  const fields = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  let updated;
  try {
    updated = await commitThenAnnounce(db, events, async (tx, announce) => {
      const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!before) throw new AppError('not_found', 'Product not found');
      const [row] = await tx
        .update(products)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      const after = toAdminProduct(row!);
      await recordAudit(tx, actor, {
        action: 'product.update',
        object: { type: 'product', id },
        before: toAdminProduct(before),
        after,
      });
      announce({ type: 'catalogue.changed', topic: 'products' });
      return after;
    });
  } catch (error) {
    throw discountCheckFailed(error);
  }
  return updated;
}

/** A product that has been ordered is kept (orders point at it): set it out of stock instead. */
export async function deleteProduct({
  db,
  events,
  actor,
  id,
}: {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  id: number;
}) {
  try {
    await commitThenAnnounce(db, events, async (tx, announce) => {
      const [deleted] = await tx.delete(products).where(eq(products.id, id)).returning();
      if (!deleted) throw new AppError('not_found', 'Product not found');
      await recordAudit(tx, actor, {
        action: 'product.delete',
        object: { type: 'product', id },
        before: toAdminProduct(deleted),
      });
      announce({ type: 'catalogue.changed', topic: 'products' });
    });
  } catch (error) {
    // 23001 restrict_violation (order lines use ON DELETE RESTRICT), 23503 foreign_key_violation.
    const code = pgErrorCode(error);
    if (code === '23001' || code === '23503') {
      throw new AppError('conflict', 'This product has orders. Set it out of stock instead of deleting it.');
    }
    throw error;
  }
}

const productSorts = {
  name: products.name,
  price: products.priceCents,
  stock: products.stock,
  updated: products.updatedAt,
} as const;

/**
 * The back office's products table (docs/decisions/admin-back-office.md, Tables): 50 a page, sorted by the
 * database. The shop holds at most a few hundred products, so sorting them needs no index of its own;
 * the id breaks ties so that pages never overlap.
 */
export async function listAdminProducts({ db, query }: { db: Database; query: AdminProductListQuery }) {
  const order = query.dir === 'asc' ? asc : desc;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(products)
      .orderBy(order(productSorts[query.sort]), order(products.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(products),
  ]);
  return {
    items: rows.map((row) => ({ ...toAdminProduct(row), updatedAt: row.updatedAt.toISOString() })),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}
