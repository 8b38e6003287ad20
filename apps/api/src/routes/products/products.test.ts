import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/shop';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

let t: TestApp;
let all: (typeof products.$inferSelect)[];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  all = await t.db.select().from(products);
});
afterAll(() => t.close());

type Item = {
  id: number;
  name: string;
  category: string;
  priceCents: number;
  discountPriceCents: number | null;
  productType: string;
  status: string;
};
const list = async (qs = '') => {
  const res = await t.request(`/api/products?pageSize=60${qs ? `&${qs}` : ''}`);
  expect(res.status, qs).toBe(200);
  return (await readJson(res)) as { items: Item[]; total: number; suggestions: string[] };
};
const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
const paid = (p: (typeof all)[number]) => p.discountPriceCents ?? p.priceCents;

describe('GET /api/products', () => {
  it('lists the seeded catalogue: at least 24 products covering both types and every status', async () => {
    const { items, total } = await list();
    expect(total).toBe(all.length);
    expect(total).toBeGreaterThanOrEqual(24);
    expect(new Set(items.map((i) => i.productType))).toEqual(new Set(['buy_now', 'pre_order']));
    expect(new Set(items.map((i) => i.status))).toEqual(
      new Set(['in_stock', 'limited_stock', 'out_of_stock', 'coming_soon']),
    );
    for (const i of items)
      if (i.discountPriceCents !== null) expect(i.discountPriceCents).toBeLessThan(i.priceCents);
  });

  it('searches name or category case-insensitively', async () => {
    const expected = all.filter((p) => `${p.name} ${p.category}`.toLowerCase().includes('supplement'));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids((await list('search=SUPPLEMENT')).items)).toEqual(ids(expected));
  });

  it('offers up to 3 close names when a search matches nothing', async () => {
    const target = all.find((p) => p.name.length > 8)!;
    const typo = `${target.name.slice(0, -2)}zz`.toLowerCase();
    const { total, suggestions } = await list(`search=${encodeURIComponent(`${typo}qq`)}`);
    expect(total).toBe(0);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(suggestions).toContain(target.name);
    expect((await list('search=xqxqxqxqxq')).suggestions).toEqual([]);
  });

  it('filters by category, type and availability', async () => {
    expect(ids((await list('categories=Supplements,Snacks')).items)).toEqual(
      ids(all.filter((p) => p.category === 'Supplements' || p.category === 'Snacks')),
    );
    expect(ids((await list('types=pre_order')).items)).toEqual(
      ids(all.filter((p) => p.productType === 'pre_order')),
    );
    expect(ids((await list('availability=limited_stock,coming_soon')).items)).toEqual(
      ids(all.filter((p) => p.status === 'limited_stock' || p.status === 'coming_soon')),
    );
  });

  it('filters price bands on the discount price where there is one', async () => {
    expect(ids((await list('bands=under-25')).items)).toEqual(ids(all.filter((p) => paid(p) < 2500)));
    expect(ids((await list('bands=50-100')).items)).toEqual(
      ids(all.filter((p) => paid(p) > 5000 && paid(p) <= 10000)),
    );
    expect(ids((await list('bands=25-50,100-plus')).items)).toEqual(ids(all.filter((p) => paid(p) >= 2500)));
  });

  it('answers bad parameters with a 400 naming them', async () => {
    for (const [qs, field] of [
      ['bands=cheap', 'bands'],
      ['types=rent', 'types'],
      ['availability=soon', 'availability'],
      ['page=0', 'page'],
    ]) {
      const res = await t.request(`/api/products?${qs}`);
      expect(res.status, qs).toBe(400);
      const keys = Object.keys((await readJson(res)).error.fields);
      expect(keys.some((k) => k === field || k.startsWith(`${field}.`))).toBe(true);
    }
  });
});

describe('GET /api/products/{id}', () => {
  it('returns a product with its details, and 404 for an unknown one', async () => {
    const first = all[0]!;
    const res = await t.request(`/api/products/${first.id}`);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      id: first.id,
      name: first.name,
      priceCents: first.priceCents,
      discountPriceCents: first.discountPriceCents,
    });
    const missing = await t.request('/api/products/99999');
    expect(missing.status).toBe(404);
    expect((await readJson(missing)).error.message).toBe('Product not found');
  });
});
