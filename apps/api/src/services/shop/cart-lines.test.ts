import { is, Placeholder } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cartLines, cartLinesQuery } from './cart';

let t: TestApp;

// The situation bench:load measured: products and their statistics in place, then many carts written
// after the last ANALYZE, so the planner has no statistics for cart_items and guesses from its size.
const PRODUCTS = 2000;
const CARTS = 2000;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await t.handle.exec(`
    insert into products (name, category, description, price_cents, image, product_type, status, stock)
    select 'Synthetic ' || n, 'Supplements', 'For the plan test.', 1000 + n, '/images/products/product-01.svg',
           'buy_now', 'in_stock', 10
    from generate_series(1, ${PRODUCTS}) n;
    analyze;
    insert into carts (id) select 'cart-' || n from generate_series(1, ${CARTS}) n;
    insert into cart_items (cart_id, product_id, quantity, added_at)
    select 'cart-' || c, p.id, 1, now() - (p.id || ' seconds')::interval
    from generate_series(1, ${CARTS}) c
    cross join lateral (select id from products order by id desc limit 3) p;
  `);
});
afterAll(() => t.close());

describe('cartLines', () => {
  it('reads each product through its primary key, not by scanning every product', async () => {
    const { sql, params } = cartLinesQuery(t.handle.db, 'added').toSQL();
    // The prepared query's placeholder (the cart id) takes a value here; the other parameters are its own.
    const values = params.map((p) => (is(p, Placeholder) ? 'cart-7' : p));
    const plan = (await t.handle.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, values))
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/Index Scan using products_pkey on products/);
    expect(plan).not.toMatch(/Seq Scan on products/);
  });

  it('gives the lines with their whole products, in the order asked for', async () => {
    const added = await cartLines(t.handle.db, 'cart-7', 'added');
    const ids = added.map((l) => l.product.id);
    expect(ids).toHaveLength(3);
    // added_at is older for a higher id: the newest line is the lowest id.
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(added[0]).toMatchObject({
      quantity: 1,
      product: { name: expect.stringMatching(/^Synthetic /), category: 'Supplements', stock: 10 },
    });
    expect(added[0]!.product.effectivePriceCents).toBe(added[0]!.product.priceCents);
    const byProduct = await cartLines(t.handle.db, 'cart-7', 'product');
    expect(byProduct.map((l) => l.product.id)).toEqual([...ids].sort((a, b) => a - b));
    expect(await cartLines(t.handle.db, 'no-such-cart', 'added')).toEqual([]);
  });
});
