import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/newsletter';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/newsletter', () => {
  it('stores a new address once, and a repeat (any case) is a friendly success', async () => {
    const first = await t.postJson('/api/newsletter', { email: 'Ada@Example.com', source: 'knowledge' });
    expect(first.status).toBe(200);
    expect(await readJson(first)).toEqual({ subscribed: true, alreadySubscribed: false });

    const again = await t.postJson('/api/newsletter', { email: ' ada@example.COM ' });
    expect(again.status).toBe(200);
    expect(await readJson(again)).toEqual({ subscribed: true, alreadySubscribed: true });

    const rows = await t.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => [r.email, r.source])).toEqual([['ada@example.com', 'knowledge']]);
  });

  it('refuses an invalid address with the spec message and stores nothing', async () => {
    const before = await t.db.$count(newsletterSubscriptions);
    const res = await t.postJson('/api/newsletter', { email: 'grace@' });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toEqual({ email: 'Please enter a valid email address' });
    expect(await t.db.$count(newsletterSubscriptions)).toBe(before);
  });

  it('refuses an unknown source', async () => {
    const res = await t.postJson('/api/newsletter', { email: 'lin@example.com', source: 'popup' });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toHaveProperty('source');
  });
});
