import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { newsletterSubscriptions } from '../../db/schema/newsletter';
import { createTestApp, readJson, type TestApp, expectRateLimited } from '../../test/test-app';

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

describe('newsletter rate limit', () => {
  it('answers the sign-up past the per-address limit with 429 and Retry-After, stores nothing, and serves other addresses', async () => {
    const rule = loadConfig({}).rateLimits.newsletterIp;
    expect(rule).toEqual({ max: 10, windowSeconds: 3600 });
    const limited = await createTestApp({ rateLimits: { newsletterIp: rule } });
    try {
      const subscribe = (email: string, ip: string) =>
        limited.postJson('/api/newsletter', { email }, { headers: { 'X-Forwarded-For': ip } });
      for (let i = 0; i < rule.max; i++) {
        expect((await subscribe(`reader${i}@example.com`, '203.0.113.5')).status).toBe(200);
      }
      const stored = await limited.db.$count(newsletterSubscriptions);

      const blocked = await subscribe('one-too-many@example.com', '203.0.113.5');
      await expectRateLimited(
        blocked,
        rule,
        'Too many newsletter sign-ups from this address. Please try again later.',
      );
      expect(await limited.db.$count(newsletterSubscriptions)).toBe(stored);

      const elsewhere = await subscribe('neighbour@example.com', '198.51.100.4');
      expect(elsewhere.status).toBe(200);
      expect(await limited.db.$count(newsletterSubscriptions)).toBe(stored + 1);
    } finally {
      await limited.close();
    }
  });

  it('reads its limit from RATE_LIMIT_NEWSLETTER_IP', () => {
    expect(loadConfig({ RATE_LIMIT_NEWSLETTER_IP: '3/60' }).rateLimits.newsletterIp).toEqual({
      max: 3,
      windowSeconds: 60,
    });
    expect(() => loadConfig({ RATE_LIMIT_NEWSLETTER_IP: 'lots' })).toThrow(/RATE_LIMIT_NEWSLETTER_IP/);
  });
});
