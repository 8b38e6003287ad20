import { and, asc, count, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { ProductsQuery, ProductsResponse } from '@restora/shared/contracts/shop';
import { combinePriceBands } from '@restora/shared/domain/price-bands';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/shop';
import { AppError } from '../../errors';
import { preparedPerDatabase } from '../prepared-per-database';
import { likePattern } from '../stays/stay-filters';
import { toProduct } from './product-dto';

export const SUGGESTION_COUNT = 3;

function productFilters(q: ProductsQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  // Search: name or category, case-insensitive (DECISIONS.md "Shop").
  if (q.search) where.push(sql`${products.searchText} like ${likePattern(q.search)}`);
  if (q.categories?.length) where.push(inArray(products.category, q.categories));
  if (q.types?.length) where.push(inArray(products.productType, q.types));
  if (q.availability?.length) where.push(inArray(products.status, q.availability));
  if (q.bands?.length) {
    const { min, max } = combinePriceBands(q.bands);
    const price = products.effectivePriceCents;
    if (min) where.push(min.inclusive ? gte(price, min.cents) : gt(price, min.cents));
    if (max) where.push(max.inclusive ? lte(price, max.cents) : lt(price, max.cents));
  }
  return and(...where);
}

/** Up to 3 product names closest to the search text (pg_trgm similarity), for a search with no match. */
async function suggestNames(db: Database, search: string): Promise<string[]> {
  const text = search.toLowerCase();
  const rows = await db
    .select({ name: products.name })
    .from(products)
    .where(sql`similarity(lower(${products.name}), ${text}) > 0.1`)
    .orderBy(sql`lower(${products.name}) <-> ${text}`)
    .limit(SUGGESTION_COUNT);
  return rows.map((r) => r.name);
}

/**
 * The queries of a marketplace listing (the benchmark EXPLAINs them): the page, which carries the count of
 * all matches in the same round trip, and the count alone for a page past the end.
 */
export function listProductsQueries(db: Database, query: ProductsQuery) {
  const where = productFilters(query);
  const countAll = db.select({ total: count() }).from(products).where(where);
  return {
    page: db
      .select({ product: products, total: sql<number>`(${countAll})`.mapWith(Number) })
      .from(products)
      .where(where)
      .orderBy(
        sql`${products.isBestSeller} desc nulls last`,
        sql`${products.rating} desc nulls last`,
        asc(products.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    count: countAll,
  };
}

/** A page of the marketplace: filters, search and paging in the database; suggestions when a search misses. */
export async function listProducts({
  db,
  query,
}: {
  db: Database;
  query: ProductsQuery;
}): Promise<ProductsResponse> {
  const queries = listProductsQueries(db, query);
  const rows = await queries.page;
  // No row: nothing matches, or the page is past the last one (then the count is asked for alone).
  const total = rows[0]?.total ?? (query.page > 1 ? ((await queries.count)[0]?.total ?? 0) : 0);
  const suggestions = total === 0 && query.search ? await suggestNames(db, query.search) : [];
  return {
    items: rows.map((r) => toProduct(r.product)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
    suggestions,
  };
}

/** A product's row by id (product page, add to cart). */
export const productById = preparedPerDatabase((db) =>
  db
    .select()
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('product_by_id'),
);

export async function getProduct({ db, id }: { db: Database; id: number }) {
  const [row] = await productById(db).execute({ id });
  if (!row) throw new AppError('not_found', 'Product not found');
  return toProduct(row);
}
