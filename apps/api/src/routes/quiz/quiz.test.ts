import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DURATION_NIGHTS } from '@restora/shared/domain/quiz';
import { services } from '../../db/schema/services';
import { products } from '../../db/schema/shop';
import { properties, stayRooms } from '../../db/schema/stays';
import { RECOMMENDATION_LIMITS } from '../../services/quiz/recommend';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

type Item = {
  kind: string;
  id: number;
  title: string;
  priceCents: number;
  reason: string;
  category: string;
  shop: { productType: string; status: string } | null;
};

const recommend = async (query: string) => {
  const res = await t.request(`/api/quiz/recommendations?${query}`);
  return { status: res.status, body: await readJson(res) };
};
const items = async (query: string): Promise<Item[]> => {
  const { status, body } = await recommend(query);
  expect(status).toBe(200);
  return body.items;
};
const ofKind = (list: Item[], kind: string) => list.filter((i) => i.kind === kind);

describe('GET /api/quiz/recommendations', () => {
  it('answers 400 with a message per missing or unknown answer', async () => {
    const { status, body } = await recommend('focus=sleepy&intensity=7&budget=300&activities=Yoga,Skydiving');
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields).sort()).toEqual(
      ['activities', 'budget', 'duration', 'environment', 'focus', 'intensity'].sort(),
    );
    expect(body.error.fields.activities).toBe('activities: unknown activity');
    expect(body.error.fields.budget).toBe('budget: one of 200, 500, 1000, 2000, 5000');
  });

  it('suggests spa stays in the mountains for relaxation, every one within the budget for the trip', async () => {
    const list = await items('focus=relax&environment=mountain&intensity=0&duration=weekend&budget=1000');
    const stays = ofKind(list, 'stay');
    expect(stays.length).toBeGreaterThan(0);
    expect(stays.length).toBeLessThanOrEqual(RECOMMENDATION_LIMITS.stay);
    for (const s of stays) expect(s.priceCents * DURATION_NIGHTS.weekend).toBeLessThanOrEqual(100_000);

    const [best] = await t.db
      .select({ setting: properties.setting, features: stayRooms.wellnessFeatures })
      .from(stayRooms)
      .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
      .where(eq(stayRooms.id, stays[0]!.id));
    expect(best!.setting).toBe('mountain');
    expect(best!.features).toEqual(expect.arrayContaining(['Thermal Baths']));
    expect(stays[0]!.reason).toMatch(
      /for relaxation; mountains setting; \$\d[\d,]* for 2 nights fits your \$1,000 budget/,
    );
  });

  it('lists stays, then retreats, then services, then products, each with a one-line reason and a link target', async () => {
    const list = await items(
      'focus=mindfulness&environment=beach&intensity=1&duration=week&budget=2000&activities=Yoga,Meditation%20Workshops',
    );
    const kinds = list.map((i) => i.kind);
    expect(kinds).toEqual(
      [
        ...ofKind(list, 'stay'),
        ...ofKind(list, 'retreat'),
        ...ofKind(list, 'service'),
        ...ofKind(list, 'product'),
      ].map((i) => i.kind),
    );
    expect(new Set(kinds)).toEqual(new Set(['stay', 'retreat', 'service', 'product']));
    expect(ofKind(list, 'retreat').length).toBeLessThanOrEqual(RECOMMENDATION_LIMITS.retreat);
    for (const item of list) {
      expect(item.reason.length).toBeGreaterThan(5);
      expect(item.reason).not.toContain('\n');
    }
    const serviceRows = await t.db
      .select({ category: services.category })
      .from(services)
      .where(
        inArray(
          services.id,
          ofKind(list, 'service').map((i) => i.id),
        ),
      );
    for (const s of serviceRows) expect(['Mindfulness', 'Yoga', 'Sound Healing']).toContain(s.category);
  });

  it('suggests no stay when the budget cannot pay for the nights, and nothing sold out', async () => {
    const list = await items('focus=fitness&environment=urban&intensity=2&duration=10_plus&budget=200');
    expect(ofKind(list, 'stay')).toEqual([]);
    const soldOut = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, 'out_of_stock'));
    const suggested = new Set(ofKind(list, 'product').map((p) => p.id));
    for (const p of soldOut) expect(suggested.has(p.id)).toBe(false);
    for (const p of ofKind(list, 'product')) expect(p.priceCents).toBeLessThanOrEqual(20_000);
  });

  it('gives each product its type and status for add-to-cart, and stays and services none', async () => {
    const list = await items(
      'focus=relax&environment=beach&intensity=1&duration=week&budget=5000&activities=Cooking%20Classes,Meditation%20Workshops',
    );
    for (const item of [...ofKind(list, 'stay'), ...ofKind(list, 'service')]) expect(item.shop).toBeNull();
    const suggested = ofKind(list, 'product');
    expect(suggested.length).toBeGreaterThan(0);
    const rows = await t.db
      .select({ id: products.id, productType: products.productType, status: products.status })
      .from(products)
      .where(
        inArray(
          products.id,
          suggested.map((p) => p.id),
        ),
      );
    const byId = new Map(rows.map(({ id, ...shop }) => [id, shop]));
    for (const p of suggested) expect(p.shop).toEqual(byId.get(p.id));
  });

  it('gives the same answers for the same quiz, and different ones for a different focus', async () => {
    const q = 'focus=detox&environment=countryside&intensity=1&duration=long_weekend&budget=1000';
    expect(await items(q)).toEqual(await items(q));
    const other = await items(q.replace('detox', 'fitness'));
    expect(other.map((i) => `${i.kind}:${i.id}`)).not.toEqual(
      (await items(q)).map((i) => `${i.kind}:${i.id}`),
    );
  });
});
