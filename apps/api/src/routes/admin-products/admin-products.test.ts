import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { RECORD_DATE_MESSAGE } from '@restora/shared/domain/date-filters';
import { auditEvents } from '../../db/schema/audit';
import { products } from '../../db/schema/shop';
import type { Product } from '@restora/shared/contracts/shop';
import { registerAdmin } from '../../test/second-factor-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let guest: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const a = await registerAdmin(t);
  admin = a.cookie;
  adminId = a.user.id;
  guest = (await registerUser(t)).cookie;
});
afterAll(() => t.close());

const call = (method: string, path: string, cookie: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: { cookie, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const newProduct = {
  name: 'Linen Eye Pillow',
  category: 'Accessories',
  description: 'A flax-seed eye pillow in washed linen for the last minutes of practice.',
  priceCents: 2400,
  discountPriceCents: 1950,
  image: '/images/products/product-20.svg',
  productType: 'buy_now',
  status: 'in_stock',
  stock: 12,
};

describe('admin product API', () => {
  it('is for administrators only: 401 for visitors, 403 for guests, on every operation', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/admin/products', undefined],
      ['POST', '/api/admin/products', newProduct],
      ['PATCH', '/api/admin/products/1', { stock: 3 }],
      ['GET', '/api/admin/products/1', undefined],
      ['DELETE', '/api/admin/products/1', undefined],
    ] as const) {
      expect((await call(method, path, '', body)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(method, path, guest, body)).status, `${method} ${path} guest`).toBe(403);
    }
    expect((await t.db.select().from(products).where(eq(products.id, 1)))[0]).toBeDefined();
  });

  it('lists the products 50 a page, sorted by the database, latest change first by default', async () => {
    const all = await t.db.select().from(products);
    const res = await readJson(await call('GET', '/api/admin/products', admin));
    expect(res).toMatchObject({ page: 1, pageSize: 50, total: all.length });
    expect(res.items.length).toBe(Math.min(50, all.length));
    const latest = [...all].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id)[0]!;
    expect(res.items[0]).toMatchObject({ id: latest.id, stock: latest.stock });

    const byStock = await readJson(await call('GET', '/api/admin/products?sort=stock&dir=asc', admin));
    const stocks = byStock.items.map((p: { stock: number }) => p.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(stocks[0]).toBe(Math.min(...all.map((p) => p.stock)));

    const byName = await readJson(await call('GET', '/api/admin/products?sort=name&dir=desc', admin));
    expect(byName.items[0].name).toBe(
      (await t.db.select().from(products).orderBy(desc(products.name), desc(products.id)).limit(1))[0]!.name,
    );

    const bad = await call('GET', '/api/admin/products?sort=rating&dir=up&page=0', admin);
    expect(bad.status).toBe(400);
  });

  it('creates, updates status, stock and prices, and deletes a product', async () => {
    const created = await call('POST', '/api/admin/products', admin, newProduct);
    expect(created.status).toBe(201);
    const { id } = await readJson(created);
    const updated = await readJson(
      await call('PATCH', `/api/admin/products/${id}`, admin, { status: 'limited_stock', stock: 4 }),
    );
    expect(updated).toMatchObject({ status: 'limited_stock', priceCents: 2400, discountPriceCents: 1950 });
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect(row!.stock).toBe(4);
    expect((await call('DELETE', `/api/admin/products/${id}`, admin)).status).toBe(204);
    expect((await call('DELETE', `/api/admin/products/${id}`, admin)).status).toBe(404);
  });

  it("shows its writes at once in the marketplace's counts and suggestions, which are otherwise reused", async () => {
    const listing = async (qs: string) =>
      (await readJson(await t.request(`/api/products?${qs}`))) as { total: number; suggestions: string[] };
    const accessories = async () => (await listing('categories=Accessories')).total;
    const before = await accessories();
    // A row written behind the API's back is not counted until the count is read again (10 s).
    await t.db.insert(products).values({
      name: 'Cork Block',
      category: 'Accessories',
      description: 'Written straight to the table.',
      priceCents: 900,
      image: newProduct.image,
      productType: 'buy_now',
      status: 'in_stock',
      stock: 3,
    });
    expect(await accessories()).toBe(before);

    const created = await call('POST', '/api/admin/products', admin, {
      ...newProduct,
      name: 'Juniper Sleep Mask',
    });
    const { id } = await readJson(created);
    expect(await accessories()).toBe(before + 2);
    expect((await listing('search=junipersleepmazk')).suggestions).toEqual(['Juniper Sleep Mask']);
    await call('PATCH', `/api/admin/products/${id}`, admin, { status: 'out_of_stock', stock: 0 });
    const inStock = async () => (await listing('categories=Accessories&availability=out_of_stock')).total;
    const out = await inStock();
    expect(out).toBeGreaterThanOrEqual(1);
    await call('DELETE', `/api/admin/products/${id}`, admin);
    expect(await inStock()).toBe(out - 1);
    expect(await accessories()).toBe(before + 1);
  });

  // docs/decisions/catalogue-answers.md: product pages and marketplace pages are kept a few seconds.
  it('shows an edit at once on the product page and the marketplace, whose answers are otherwise reused', async () => {
    const [p] = await t.db.select().from(products).where(eq(products.category, 'Snacks')).limit(1);
    const page = async () => (await readJson(await t.request(`/api/products/${p!.id}`))).name as string;
    const listed = async () =>
      (
        (await readJson(await t.request('/api/products?categories=Snacks&pageSize=48'))).items as Product[]
      ).find((x) => x.id === p!.id)?.name;
    expect([await page(), await listed()]).toEqual([p!.name, p!.name]);
    // Written behind the API's back: the kept answers still show the old name...
    await t.db.update(products).set({ name: 'Renamed in the table' }).where(eq(products.id, p!.id));
    expect([await page(), await listed()]).toEqual([p!.name, p!.name]);
    // ...and the operator's edit, which announces it, shows on both at once. Orders only move the stock,
    // which these answers do not carry.
    const edited = await call('PATCH', `/api/admin/products/${p!.id}`, admin, {
      description: 'Edited by the operator for the new season of evening rituals.',
    });
    expect(edited.status).toBe(200);
    expect([await page(), await listed()]).toEqual(['Renamed in the table', 'Renamed in the table']);
  });

  it('refuses bad values: negative stock, a discount above the price', async () => {
    expect((await call('PATCH', '/api/admin/products/1', admin, { stock: -1 })).status).toBe(400);
    const [first] = await t.db.select().from(products).where(eq(products.id, 1));
    const res = await call('PATCH', '/api/admin/products/1', admin, {
      discountPriceCents: first!.priceCents + 100,
    });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toHaveProperty('discountPriceCents');
    expect(
      (await call('POST', '/api/admin/products', admin, { ...newProduct, discountPriceCents: 3000 })).status,
    ).toBe(400);
  });

  it('refuses a price in fractions of a cent, and a release date that does not exist', async () => {
    // Money is whole cents on the wire (docs/decisions/money-on-the-wire.md).
    const fraction = await call('POST', '/api/admin/products', admin, {
      ...newProduct,
      priceCents: 2400,
      discountPriceCents: 2399.9,
    });
    expect(fraction.status).toBe(400);
    expect((await readJson(fraction)).error.fields).toHaveProperty('discountPriceCents');
    const badDate = await call('POST', '/api/admin/products', admin, {
      ...newProduct,
      releaseDate: '2027-13-45',
    });
    expect(badDate.status).toBe(400);
    expect((await readJson(badDate)).error.fields.releaseDate).toBe('This date does not exist');
    // Days from 2000-01-01 to ten years ahead (docs/decisions/bookings-and-availability.md, "Date windows").
    const far = await call('POST', '/api/admin/products', admin, {
      ...newProduct,
      releaseDate: '9999-12-31',
      estimatedShippingDate: '0001-01-01',
    });
    expect(far.status).toBe(400);
    expect((await readJson(far)).error.fields).toEqual({
      releaseDate: RECORD_DATE_MESSAGE,
      estimatedShippingDate: RECORD_DATE_MESSAGE,
    });
  });

  it('keeps a product that has been ordered', async () => {
    const [p] = await t.db.select().from(products).where(eq(products.status, 'in_stock')).limit(1);
    const buyer = await registerUser(t);
    await call('POST', '/api/cart/items', buyer.cookie, { productId: p!.id });
    const order = await t.request('/api/orders', {
      method: 'POST',
      headers: { cookie: buyer.cookie, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({
        shippingAddress: {
          name: 'Buyer One',
          line1: '1 Main Street',
          city: 'Porto',
          postalCode: '4000-001',
          country: 'Portugal',
        },
        card: SAMPLE_CARD,
      }),
    });
    expect(order.status).toBe(201);
    const res = await call('DELETE', `/api/admin/products/${p!.id}`, admin);
    expect(res.status).toBe(409);
  });

  it('edits every field of a product for the editor, and records each write with before and after', async () => {
    const { id } = await readJson(await call('POST', '/api/admin/products', admin, newProduct));
    const edit = {
      name: 'Linen Eye Pillow, Lavender',
      category: 'Recovery',
      description: 'The same flax-seed pillow, now with dried lavender from Provence.',
      priceCents: 2800,
      discountPriceCents: null,
      image: '/images/products/product-21.svg',
      productType: 'pre_order',
      status: 'coming_soon',
      stock: 0,
      isNew: true,
      isBestSeller: false,
      releaseDate: '2027-03-01',
      estimatedShippingDate: '2027-03-15',
      features: ['Washable cover', 'Lavender'],
      servingSize: null,
      servingsPerContainer: null,
      ingredients: 'Flax seed, lavender',
    };
    const res = await call('PATCH', `/api/admin/products/${id}`, admin, edit);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject(edit);
    expect(await readJson(await call('GET', `/api/admin/products/${id}`, admin))).toMatchObject({
      ...edit,
      id,
    });
    expect((await call('GET', '/api/admin/products/999999', admin)).status).toBe(404);
    expect((await call('DELETE', `/api/admin/products/${id}`, admin)).status).toBe(204);

    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.objectId, String(id)))
      .orderBy(auditEvents.id);
    expect(audit.filter((e) => e.objectType === 'product').map((e) => e.action)).toEqual([
      'product.create',
      'product.update',
      'product.delete',
    ]);
    expect(audit[0]).toMatchObject({ actorUserId: adminId, actorRole: 'operator', before: null });
    expect(audit[0]!.after).toMatchObject({ name: newProduct.name, stock: 12 });
    expect(audit[1]).toMatchObject({
      before: { name: newProduct.name, priceCents: 2400, stock: 12 },
      after: { name: edit.name, priceCents: 2800, stock: 0, productType: 'pre_order' },
    });
    expect(audit[2]).toMatchObject({ before: { name: edit.name }, after: null });
  });

  it('writes no audit row for a refused change', async () => {
    const count = async () =>
      (await t.db.select().from(auditEvents).where(eq(auditEvents.objectId, '1'))).filter(
        (e) => e.objectType === 'product',
      ).length;
    const before = await count();
    const [first] = await t.db.select().from(products).where(eq(products.id, 1));
    // Passes the contract (no price sent) but not the database's discount check.
    const res = await call('PATCH', '/api/admin/products/1', admin, {
      discountPriceCents: first!.priceCents,
    });
    expect(res.status).toBe(400);
    expect(await count()).toBe(before);
  });
});
