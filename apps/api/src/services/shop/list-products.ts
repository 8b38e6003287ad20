import { and, asc, count, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Product, ProductsQuery, ProductsResponse } from '@restora/shared/contracts/shop';
import { combinePriceBands } from '@restora/shared/domain/price-bands';
import type { Database } from '../../db/client';
import { onChange } from '../../db/change-notices';
import { keyedCache } from '../../db/keyed-cache';
import { likePattern } from '../../db/like-pattern';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { products } from '../../db/schema/shop';
import { AppError } from '../../errors';
import { toProduct } from './product-dto';

export const SUGGESTION_COUNT = 3;

function productFilters(q: ProductsQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  // Search: name or category, case-insensitive (docs/decisions/marketplace-search.md).
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
function suggestNames(db: Database, search: string): Promise<string[]> {
  const text = search.toLowerCase();
  return suggestions(db, text, async () => {
    const rows = await db
      .select({ name: products.name })
      .from(products)
      .where(sql`similarity(lower(${products.name}), ${text}) > 0.1`)
      .orderBy(sql`lower(${products.name}) <-> ${text}`)
      .limit(SUGGESTION_COUNT);
    return rows.map((r) => r.name);
  });
}

/**
 * The queries of a marketplace listing (the benchmark EXPLAINs them): the page, and the count of all
 * matches.
 */
export function listProductsQueries(db: Database, query: ProductsQuery) {
  const where = productFilters(query);
  return {
    page: db
      .select()
      .from(products)
      .where(where)
      .orderBy(
        sql`${products.isBestSeller} desc nulls last`,
        sql`${products.rating} desc nulls last`,
        asc(products.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    count: db.select({ total: count() }).from(products).where(where),
  };
}

// Counting reads every match (most of the catalogue for a plain listing) and the closest names walk the
// trigram index: both change only when a product is added, renamed, deleted or changes status, which the
// admin routes do (and clear these for this process). Elsewhere they are reused for a few seconds per
// filter set (counts) or a minute per search text (suggestions).
const counts = keyedCache<number>({ ttlMs: 10_000, max: 1000 });
const suggestions = keyedCache<string[]>({ ttlMs: 60_000, max: 1000 });

// What a visitor sees of a product (a page of the marketplace, a product page) is what the admin wrote: the
// stock that orders take and give back is not part of it (toProduct), so only an admin write changes it.
// Each answer is reused for a few seconds per query or id, and an admin write forgets them all, in every
// process (docs/decisions/catalogue-answers.md). Adding to the cart and ordering read the row afresh.
const ANSWER_TTL_MS = 5_000;
const listAnswers = keyedCache<ProductsResponse>({ ttlMs: ANSWER_TTL_MS, max: 2000 });
const productAnswers = keyedCache<Product>({ ttlMs: ANSWER_TTL_MS, max: 5000 });

function filterKey(q: ProductsQuery) {
  const { search, categories, types, availability, bands } = q;
  return JSON.stringify([search?.toLowerCase(), categories, types, availability, bands]);
}

// After an admin write (it announces `catalogue.changed` for 'products', docs/decisions/after-commit.md), every
// process reads counts and suggestions afresh.
onChange('products', (db) => {
  counts.clear(db);
  suggestions.clear(db);
  listAnswers.clear(db);
  productAnswers.clear(db);
});

/** A page of the marketplace: filters, search and paging in the database; suggestions when a search misses. */
export function listProducts({
  db,
  query,
}: {
  db: Database;
  query: ProductsQuery;
}): Promise<ProductsResponse> {
  return listAnswers(db, JSON.stringify(query), () => readProducts(db, query));
}

async function readProducts(db: Database, query: ProductsQuery): Promise<ProductsResponse> {
  const queries = listProductsQueries(db, query);
  const [rows, total] = await Promise.all([
    queries.page,
    counts(db, filterKey(query), () => queries.count.then((r) => r[0]?.total ?? 0)),
  ]);
  return {
    items: rows.map(toProduct),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
    suggestions: total === 0 && query.search ? await suggestNames(db, query.search) : [],
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

/** A product as the product page shows it (reused for a few seconds, like a page of the marketplace). */
export function getProduct({ db, id }: { db: Database; id: number }): Promise<Product> {
  return productAnswers(db, String(id), async () => {
    const [row] = await productById(db).execute({ id });
    if (!row) throw new AppError('not_found', 'Product not found');
    return toProduct(row);
  });
}
