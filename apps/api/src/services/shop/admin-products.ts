import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pgErrorCode } from '../../db/pg-error';
import { products } from '../../db/schema/shop';
import { AppError } from '../../errors';
import { toProduct } from './product-dto';
import { announceChange } from '../../db/change-notices';

const cents = (dollars: number) => Math.round(dollars * 100);

type ProductInput = {
  name: string;
  category: string;
  description: string;
  price: number;
  discountPrice: number | null;
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
    discountPrice: 'The discount price must be lower than the price',
  });
}

export async function createProduct({ db, input }: { db: Database; input: ProductInput }) {
  const { price, discountPrice, ...rest } = input;
  try {
    const [row] = await db
      .insert(products)
      .values({
        ...rest,
        priceCents: cents(price),
        discountPriceCents: discountPrice === null ? null : cents(discountPrice),
      })
      .returning();
    await announceChange(db, 'products');
    return toProduct(row!);
  } catch (error) {
    throw discountCheckFailed(error);
  }
}

type Patch = {
  status?: ProductInput['status'];
  stock?: number;
  price?: number;
  discountPrice?: number | null;
};

export async function updateProduct({ db, id, patch }: { db: Database; id: number; patch: Patch }) {
  try {
    const [row] = await db
      .update(products)
      .set({
        ...(patch.status ? { status: patch.status } : {}),
        ...(patch.stock !== undefined ? { stock: patch.stock } : {}),
        ...(patch.price !== undefined ? { priceCents: cents(patch.price) } : {}),
        ...(patch.discountPrice !== undefined
          ? { discountPriceCents: patch.discountPrice === null ? null : cents(patch.discountPrice) }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(products.id, id))
      .returning();
    if (!row) throw new AppError('not_found', 'Product not found');
    await announceChange(db, 'products');
    return toProduct(row);
  } catch (error) {
    throw discountCheckFailed(error);
  }
}

/** A product that has been ordered is kept (orders point at it): set it out of stock instead. */
export async function deleteProduct({ db, id }: { db: Database; id: number }) {
  try {
    const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
    if (!deleted.length) throw new AppError('not_found', 'Product not found');
    await announceChange(db, 'products');
  } catch (error) {
    // 23001 restrict_violation (order lines use ON DELETE RESTRICT), 23503 foreign_key_violation.
    const code = pgErrorCode(error);
    if (code === '23001' || code === '23503') {
      throw new AppError('conflict', 'This product has orders. Set it out of stock instead of deleting it.');
    }
    throw error;
  }
}

export const ADMIN_PAGE_SIZE = 60;

/** Every product with its stock, for the administrators' screen. */
export async function listAdminProducts({ db, page }: { db: Database; page: number }) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(products)
      .orderBy(asc(products.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(products),
  ]);
  const total = totals?.total ?? 0;
  return {
    items: rows.map((r) => ({ ...toProduct(r), stock: r.stock })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
  };
}
