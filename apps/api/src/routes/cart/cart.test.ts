import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, products } from '../../db/schema/shop';
import { cookiesFrom, createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
let buyable: (typeof products.$inferSelect)[];
let blocked: (typeof products.$inferSelect)[];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const all = await t.db.select().from(products).orderBy(products.id);
  buyable = all.filter((p) => p.status === 'in_stock' && p.stock >= 10);
  blocked = all.filter((p) => p.status === 'out_of_stock' || p.status === 'coming_soon');
});
afterAll(() => t.close());

const call = (method: string, path: string, cookie = '', body?: unknown) =>
  t.request(path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('a visitor cart', () => {
  it('starts empty without a cookie, and the first add sets an httpOnly cookie', async () => {
    const empty = await call('GET', '/api/cart');
    expect(await readJson(empty)).toMatchObject({ items: [], count: 0, totalCents: 0 });
    expect(empty.headers.getSetCookie()).toEqual([]);

    const add = await call('POST', '/api/cart/items', '', { productId: buyable[0]!.id, quantity: 2 });
    expect(add.status).toBe(200);
    const [cookie] = add.headers.getSetCookie();
    expect(cookie).toMatch(/^restora_cart=[\w-]{20,};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await readJson(add)).count).toBe(2);
  });

  it('adds up quantities, sets and removes lines, and prices with 8% tax and free shipping', async () => {
    const [a, b] = buyable;
    const first = await call('POST', '/api/cart/items', '', { productId: a!.id });
    const cookie = cookiesFrom(first);
    await call('POST', '/api/cart/items', cookie, { productId: a!.id, quantity: 2 });
    await call('POST', '/api/cart/items', cookie, { productId: b!.id });
    let cart = await readJson(await call('GET', '/api/cart', cookie));
    expect(
      cart.items.map((l: { product: { id: number }; quantity: number }) => [l.product.id, l.quantity]),
    ).toEqual([
      [a!.id, 3],
      [b!.id, 1],
    ]);
    expect(cart.count).toBe(4);
    const subtotal = a!.effectivePriceCents * 3 + b!.effectivePriceCents;
    expect(cart.subtotalCents).toBe(subtotal);
    expect(cart.taxCents).toBe(Math.round(subtotal * 0.08));
    expect(cart.shippingCents).toBe(0);
    expect(cart.totalCents).toBe(subtotal + Math.round(subtotal * 0.08));
    expect(cart.items[0]).toMatchObject({
      unitPriceCents: a!.effectivePriceCents,
      lineTotalCents: a!.effectivePriceCents * 3,
    });

    cart = await readJson(await call('PATCH', `/api/cart/items/${a!.id}`, cookie, { quantity: 5 }));
    expect(cart.items[0].quantity).toBe(5);
    cart = await readJson(await call('DELETE', `/api/cart/items/${b!.id}`, cookie));
    expect(cart.items).toHaveLength(1);
    expect((await call('PATCH', `/api/cart/items/${a!.id}`, cookie, { quantity: 0 })).status).toBe(400);
  });

  it('refuses unknown products, blocked statuses and more than the stock, leaving no cart behind', async () => {
    const cartsBefore = await t.db.$count(carts);
    const unknown = await call('POST', '/api/cart/items', '', { productId: 99999 });
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown)).error.message).toBe('Product not found');
    expect(unknown.headers.getSetCookie()).toEqual([]);
    for (const p of blocked)
      expect((await call('POST', '/api/cart/items', '', { productId: p.id })).status).toBe(422);
    const scarce = buyable[0]!;
    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, scarce.id));
    const tooMany = await call('POST', '/api/cart/items', '', { productId: scarce.id, quantity: 3 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.headers.getSetCookie()).toEqual([]);
    expect(await t.db.$count(carts)).toBe(cartsBefore);

    // In a cart: a sum past the stock is refused, and the line and the cart's date stay as they were.
    const first = await call('POST', '/api/cart/items', '', { productId: scarce.id, quantity: 2 });
    const cookie = cookiesFrom(first);
    const cartId = cookie.replace(/^restora_cart=/, '');
    const datedAt = async () =>
      (await t.db.select({ at: carts.updatedAt }).from(carts).where(eq(carts.id, cartId)))[0]!.at.getTime();
    const before = await datedAt();
    const more = await call('POST', '/api/cart/items', cookie, { productId: scarce.id });
    expect(more.status).toBe(422);
    expect((await readJson(more)).error.fields).toEqual({ quantity: 'Only 2 left' });
    expect((await readJson(await call('GET', '/api/cart', cookie))).count).toBe(2);
    expect(await datedAt()).toBe(before);
    await t.db.update(products).set({ stock: scarce.stock }).where(eq(products.id, scarce.id));
    expect((await call('POST', '/api/cart/items', cookie, { productId: scarce.id })).status).toBe(200);
    expect(await datedAt()).toBeGreaterThan(before);
  });

  it('refuses a product id beyond the database integer range, and ignores a mangled cart cookie', async () => {
    const huge = await call('POST', '/api/cart/items', '', { productId: 2_147_483_648 });
    expect(huge.status).toBe(400);
    expect((await readJson(huge)).error.fields).toHaveProperty('productId');
    const mangled = await call('GET', '/api/cart', 'restora_cart=%00');
    expect(mangled.status).toBe(200);
    expect((await readJson(mangled)).items).toEqual([]);
    const add = await call('POST', '/api/cart/items', 'restora_cart=%00', { productId: buyable[4]!.id });
    expect(add.status).toBe(200);
    expect(add.headers.getSetCookie()[0]).toMatch(/^restora_cart=[\w-]{20,};/);
  });

  it('is private to its cookie', async () => {
    const mine = cookiesFrom(await call('POST', '/api/cart/items', '', { productId: buyable[1]!.id }));
    const theirs = cookiesFrom(await call('POST', '/api/cart/items', '', { productId: buyable[2]!.id }));
    const seen = await readJson(await call('GET', '/api/cart', theirs));
    expect(seen.items.map((l: { product: { id: number } }) => l.product.id)).toEqual([buyable[2]!.id]);
    expect(mine).not.toBe(theirs);
  });
});

describe('signing in', () => {
  it("merges the visitor cart into the user's cart and retires the visitor cookie", async () => {
    const visitor = cookiesFrom(
      await call('POST', '/api/cart/items', '', { productId: buyable[3]!.id, quantity: 2 }),
    );
    const { cookie: session } = await registerUser(t);
    await call('POST', '/api/cart/items', session, { productId: buyable[3]!.id });
    const merged = await call('GET', '/api/cart', `${session}; ${visitor}`);
    const cart = await readJson(merged);
    expect(
      cart.items.map((l: { product: { id: number }; quantity: number }) => [l.product.id, l.quantity]),
    ).toEqual([[buyable[3]!.id, 3]]);
    expect(merged.headers.getSetCookie().join()).toMatch(/restora_cart=;.*Max-Age=0/i);
    expect((await readJson(await call('GET', '/api/cart', visitor))).items).toEqual([]);
    expect((await readJson(await call('GET', '/api/cart', session))).count).toBe(3);
  });
});
