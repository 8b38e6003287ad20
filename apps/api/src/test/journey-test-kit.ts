import { afterAll, beforeAll, expect } from 'vitest';
import { services } from '../db/schema/services';
import { products } from '../db/schema/shop';
import { stayRooms } from '../db/schema/stays';
import { createTestApp, readJson, type TestApp } from './test-app';

/**
 * A seeded app for the journey tests, with the ids of its stays, services and products, a JSON caller
 * and a plan maker. Call at the top of a test file (it registers beforeAll/afterAll).
 */
export function journeyTestKit() {
  const kit = {
    t: undefined as unknown as TestApp,
    stayIds: [] as number[],
    serviceIds: [] as number[],
    productIds: [] as number[],
    async call(method: string, path: string, cookie: string, body?: unknown) {
      const res = await kit.t.request(path, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: res.status === 204 ? null : await readJson(res) };
    },
    async newPlan(cookie: string, body: unknown = {}) {
      const res = await kit.call('POST', '/api/journey/plans', cookie, body);
      expect(res.status).toBe(201);
      return res.body as { id: number; name: string };
    },
  };
  beforeAll(async () => {
    kit.t = await createTestApp({ seed: true });
    const ids = async (table: typeof stayRooms | typeof services | typeof products) =>
      (await kit.t.db.select({ id: table.id }).from(table).orderBy(table.id)).map((r) => r.id);
    kit.stayIds = await ids(stayRooms);
    kit.serviceIds = await ids(services);
    kit.productIds = await ids(products);
  });
  afterAll(() => kit.t.close());
  return kit;
}
