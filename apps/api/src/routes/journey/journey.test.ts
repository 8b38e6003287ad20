import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNEY_LIMITS } from '@restora/shared/contracts/journey';
import { journeyPlanItems, journeyPlans } from '../../db/schema/journeys';
import { services } from '../../db/schema/services';
import { products } from '../../db/schema/shop';
import { stayRooms } from '../../db/schema/stays';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
let stayIds: number[];
let serviceIds: number[];
let productIds: number[];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  stayIds = (await t.db.select({ id: stayRooms.id }).from(stayRooms).orderBy(stayRooms.id)).map((r) => r.id);
  serviceIds = (await t.db.select({ id: services.id }).from(services).orderBy(services.id)).map((r) => r.id);
  productIds = (await t.db.select({ id: products.id }).from(products).orderBy(products.id)).map((r) => r.id);
});
afterAll(() => t.close());

const call = async (method: string, path: string, cookie: string, body?: unknown) => {
  const res = await t.request(path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: res.status === 204 ? null : await readJson(res) };
};

const newPlan = async (cookie: string, body: unknown = {}) => {
  const res = await call('POST', '/api/journey/plans', cookie, body);
  expect(res.status).toBe(201);
  return res.body as { id: number; name: string };
};

describe('journey plans', () => {
  it('answers 401 to a visitor on every route', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/journey/plans'],
      ['POST', '/api/journey/plans'],
      ['GET', '/api/journey/plans/1'],
      ['PUT', '/api/journey/plans/1'],
      ['DELETE', '/api/journey/plans/1'],
      ['POST', '/api/journey/plans/1/items'],
      ['PATCH', '/api/journey/plans/1/items/1'],
      ['DELETE', '/api/journey/plans/1/items/1'],
      ['PUT', '/api/journey/plans/1/items/order'],
      ['POST', '/api/journey/saved-items'],
    ];
    for (const [method, path] of routes)
      expect(
        (await call(method, path, '', method === 'GET' ? undefined : {})).status,
        `${method} ${path}`,
      ).toBe(401);
  });

  it("creates 'New Wellness Journey' plans, lists them newest first, and saves name, description and dates", async () => {
    const { cookie } = await registerUser(t);
    expect((await call('GET', '/api/journey/plans', cookie)).body.items).toEqual([]);
    const first = await newPlan(cookie);
    expect(first).toMatchObject({
      name: 'New Wellness Journey',
      description: '',
      startDate: null,
      endDate: null,
      itemCount: 0,
    });
    const second = await newPlan(cookie, { name: 'Alps in March' });
    const list = (await call('GET', '/api/journey/plans', cookie)).body.items;
    expect(list.map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);

    const saved = await call('PUT', `/api/journey/plans/${first.id}`, cookie, {
      name: '  Bali reset ',
      description: 'Two weeks of yoga and rice terraces',
      startDate: '2027-03-01',
      endDate: '2027-03-14',
    });
    expect(saved.status).toBe(200);
    expect((await call('GET', `/api/journey/plans/${first.id}`, cookie)).body).toMatchObject({
      name: 'Bali reset',
      description: 'Two weeks of yoga and rice terraces',
      startDate: '2027-03-01',
      endDate: '2027-03-14',
      items: [],
    });
  });

  it('refuses bad fields with a message per field and changes nothing', async () => {
    const { cookie } = await registerUser(t);
    const plan = await newPlan(cookie, { name: 'Kept' });
    const bad = await call('PUT', `/api/journey/plans/${plan.id}`, cookie, {
      name: ' ',
      description: 'x'.repeat(JOURNEY_LIMITS.descriptionLength + 1),
      startDate: '2027-03-10',
      endDate: '2027-03-01',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      name: 'Give the plan a name',
      description: 'Description: at most 1000 characters',
      endDate: 'The end date cannot be before the start date',
    });
    const unknownField = await call('POST', '/api/journey/plans', cookie, {
      name: 'x',
      userId: 'someone-else',
    });
    expect(unknownField.status).toBe(400);
    expect((await call('GET', `/api/journey/plans/${plan.id}`, cookie)).body.name).toBe('Kept');
    expect((await call('GET', '/api/journey/plans', cookie)).body.items).toHaveLength(1);
  });

  it('adds stays, services and products in order, once each, and refuses targets that do not exist', async () => {
    const { cookie } = await registerUser(t);
    const plan = await newPlan(cookie);
    const add = (kind: string, refId: number) =>
      call('POST', `/api/journey/plans/${plan.id}/items`, cookie, { kind, refId });
    expect((await add('stay', stayIds[0]!)).status).toBe(201);
    expect((await add('service', serviceIds[0]!)).status).toBe(201);
    const product = await add('product', productIds[0]!);
    expect(product.status).toBe(201);
    expect(product.body).toMatchObject({
      created: true,
      item: { kind: 'product', refId: productIds[0], position: 2, note: '' },
    });
    const again = await add('service', serviceIds[0]!);
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
    const missing = await add('stay', 999_999);
    expect(missing.status).toBe(404);
    expect((await add('hotel', 1)).status).toBe(400);

    const detail = (await call('GET', `/api/journey/plans/${plan.id}`, cookie)).body;
    expect(detail.items.map((i: { kind: string }) => i.kind)).toEqual(['stay', 'service', 'product']);
    expect(detail.items[0]).toMatchObject({
      title: expect.any(String),
      image: expect.stringMatching(/^\/images\//),
      price: expect.any(Number),
    });
    expect(detail.itemCount).toBe(3);
  });

  it('saves notes, removes items and reorders, and the order survives a re-read', async () => {
    const { cookie } = await registerUser(t);
    const plan = await newPlan(cookie);
    const ids: number[] = [];
    for (const refId of serviceIds.slice(0, 4)) {
      ids.push(
        (await call('POST', `/api/journey/plans/${plan.id}/items`, cookie, { kind: 'service', refId })).body
          .item.id,
      );
    }
    const note = await call('PATCH', `/api/journey/plans/${plan.id}/items/${ids[1]}`, cookie, {
      note: 'Book for day two',
    });
    expect(note.status).toBe(200);
    expect(note.body.note).toBe('Book for day two');
    expect(
      (
        await call('PATCH', `/api/journey/plans/${plan.id}/items/${ids[1]}`, cookie, {
          note: 'x'.repeat(1001),
        })
      ).status,
    ).toBe(400);

    const reordered = await call('PUT', `/api/journey/plans/${plan.id}/items/order`, cookie, {
      itemIds: [ids[3], ids[0], ids[2], ids[1]],
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.items.map((i: { id: number }) => i.id)).toEqual([ids[3], ids[0], ids[2], ids[1]]);
    const reread = (await call('GET', `/api/journey/plans/${plan.id}`, cookie)).body;
    expect(reread.items.map((i: { id: number }) => i.id)).toEqual([ids[3], ids[0], ids[2], ids[1]]);
    expect(reread.items.map((i: { position: number }) => i.position)).toEqual([0, 1, 2, 3]);
    expect(reread.items[3].note).toBe('Book for day two');

    // A partial order puts those first; the rest follow in their old order.
    const partial = await call('PUT', `/api/journey/plans/${plan.id}/items/order`, cookie, {
      itemIds: [ids[1]],
    });
    expect(partial.body.items.map((i: { id: number }) => i.id)).toEqual([ids[1], ids[3], ids[0], ids[2]]);
    const foreign = await call('PUT', `/api/journey/plans/${plan.id}/items/order`, cookie, {
      itemIds: [ids[0], 999_999],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields.itemIds).toBe('An item is not in this plan');
    expect(
      (await call('PUT', `/api/journey/plans/${plan.id}/items/order`, cookie, { itemIds: [ids[0], ids[0]] }))
        .status,
    ).toBe(400);

    expect((await call('DELETE', `/api/journey/plans/${plan.id}/items/${ids[0]}`, cookie)).status).toBe(204);
    expect((await call('DELETE', `/api/journey/plans/${plan.id}/items/${ids[0]}`, cookie)).status).toBe(404);
    const after = (await call('GET', `/api/journey/plans/${plan.id}`, cookie)).body;
    expect(after.items.map((i: { id: number }) => i.id)).toEqual([ids[1], ids[3], ids[2]]);
  });

  it('skips items whose stay, service or product no longer exists', async () => {
    const { cookie } = await registerUser(t);
    const plan = await newPlan(cookie);
    const [gone] = await t.db
      .insert(services)
      .values({
        title: 'Pop-up Session',
        description: 'Soon gone',
        type: 'other',
        category: 'Mindfulness',
        priceCents: 1000,
        durationMinutes: 30,
        imageUrl: '/images/services/service-01.svg',
      })
      .returning({ id: services.id });
    await call('POST', `/api/journey/plans/${plan.id}/items`, cookie, { kind: 'service', refId: gone!.id });
    await call('POST', `/api/journey/plans/${plan.id}/items`, cookie, { kind: 'stay', refId: stayIds[1] });
    await t.db.delete(services).where(eq(services.id, gone!.id));
    const detail = (await call('GET', `/api/journey/plans/${plan.id}`, cookie)).body;
    expect(detail.items.map((i: { kind: string; position: number }) => [i.kind, i.position])).toEqual([
      ['stay', 0],
    ]);
    expect(detail.itemCount).toBe(1);
    expect((await call('GET', '/api/journey/plans', cookie)).body.items[0].itemCount).toBe(1);
  });

  it("never shows or changes another user's plan or items (404, and nothing changes)", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const plan = await newPlan(owner.cookie, { name: 'Private' });
    const item = (
      await call('POST', `/api/journey/plans/${plan.id}/items`, owner.cookie, {
        kind: 'stay',
        refId: stayIds[0],
      })
    ).body.item;
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/journey/plans/${plan.id}`],
      [
        'PUT',
        `/api/journey/plans/${plan.id}`,
        { name: 'Mine now', description: '', startDate: null, endDate: null },
      ],
      ['DELETE', `/api/journey/plans/${plan.id}`],
      ['POST', `/api/journey/plans/${plan.id}/items`, { kind: 'service', refId: serviceIds[0] }],
      ['PATCH', `/api/journey/plans/${plan.id}/items/${item.id}`, { note: 'hijack' }],
      ['DELETE', `/api/journey/plans/${plan.id}/items/${item.id}`],
      ['PUT', `/api/journey/plans/${plan.id}/items/order`, { itemIds: [item.id] }],
    ];
    for (const [method, path, body] of attempts)
      expect((await call(method, path, other.cookie, body)).status, `${method} ${path}`).toBe(404);
    expect((await call('GET', '/api/journey/plans', other.cookie)).body.items).toEqual([]);
    // An item id of someone else's plan under one's own plan is not found either.
    const own = await newPlan(other.cookie);
    expect(
      (await call('PATCH', `/api/journey/plans/${own.id}/items/${item.id}`, other.cookie, { note: 'x' }))
        .status,
    ).toBe(404);
    expect((await call('DELETE', `/api/journey/plans/${own.id}/items/${item.id}`, other.cookie)).status).toBe(
      404,
    );

    const mine = (await call('GET', `/api/journey/plans/${plan.id}`, owner.cookie)).body;
    expect(mine).toMatchObject({ name: 'Private', items: [{ id: item.id, note: '' }] });
  });

  it('deletes a plan with its items', async () => {
    const { cookie } = await registerUser(t);
    const plan = await newPlan(cookie);
    await call('POST', `/api/journey/plans/${plan.id}/items`, cookie, { kind: 'stay', refId: stayIds[0] });
    expect((await call('DELETE', `/api/journey/plans/${plan.id}`, cookie)).status).toBe(204);
    expect((await call('GET', `/api/journey/plans/${plan.id}`, cookie)).status).toBe(404);
    expect(await t.db.select().from(journeyPlanItems).where(eq(journeyPlanItems.planId, plan.id))).toEqual(
      [],
    );
  });

  it('holds at most 50 plans per user', async () => {
    const { cookie, user } = await registerUser(t);
    await t.db.insert(journeyPlans).values(
      Array.from({ length: JOURNEY_LIMITS.plansPerUser }, (_, i) => ({
        userId: user.id,
        name: `Plan ${i}`,
      })),
    );
    const refused = await call('POST', '/api/journey/plans', cookie, {});
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toMatch(/at most 50 plans/);
  });
});

describe('POST /api/journey/saved-items (+ Save on the quiz results)', () => {
  it("starts 'New Wellness Journey' for a user without plans, then saves into the newest plan", async () => {
    const { cookie } = await registerUser(t);
    const first = await call('POST', '/api/journey/saved-items', cookie, { kind: 'stay', refId: stayIds[2] });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      created: true,
      plan: { name: 'New Wellness Journey', itemCount: 1 },
      item: { kind: 'stay', refId: stayIds[2] },
    });
    const again = await call('POST', '/api/journey/saved-items', cookie, { kind: 'stay', refId: stayIds[2] });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: false, plan: { id: first.body.plan.id, itemCount: 1 } });

    const newer = await newPlan(cookie, { name: 'Autumn' });
    const second = await call('POST', '/api/journey/saved-items', cookie, {
      kind: 'product',
      refId: productIds[1],
    });
    expect(second.body.plan).toMatchObject({ id: newer.id, name: 'Autumn', itemCount: 1 });
  });

  it('creates one plan, not two, when two saves arrive at once for a user without plans', async () => {
    const { cookie } = await registerUser(t);
    const results = await Promise.all([
      call('POST', '/api/journey/saved-items', cookie, { kind: 'service', refId: serviceIds[0] }),
      call('POST', '/api/journey/saved-items', cookie, { kind: 'service', refId: serviceIds[1] }),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    const plans = (await call('GET', '/api/journey/plans', cookie)).body.items;
    expect(plans).toHaveLength(1);
    expect(plans[0].itemCount).toBe(2);
  });

  it('refuses an unknown target with 404 and creates no plan', async () => {
    const { cookie } = await registerUser(t);
    expect(
      (await call('POST', '/api/journey/saved-items', cookie, { kind: 'product', refId: 999_999 })).status,
    ).toBe(404);
    expect((await call('GET', '/api/journey/plans', cookie)).body.items).toEqual([]);
  });
});
