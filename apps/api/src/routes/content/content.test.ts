import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { partnerApplications, testimonials } from '../../db/schema/content';
import { createTestApp, readJson, type TestApp, expectRateLimited } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.request(path);
  return { status: res.status, body: await readJson(res) };
};

describe('GET /api/static-data', () => {
  it('gives hero, features in order, partner call-to-action, vocabularies and locations', async () => {
    const { status, body } = await get('/api/static-data');
    expect(status).toBe(200);
    expect(body.hero).toMatchObject({ imageUrl: '/images/content/hero.svg' });
    expect(body.features.map((f: { orderIndex: number }) => f.orderIndex)).toEqual([1, 2, 3, 4]);
    expect(body.partnerCta.successStories).toHaveLength(3);
    expect(body.wellnessFeatures).toContain('Meditation');
    expect(body.locations.length).toBeGreaterThanOrEqual(8);
  });

  it('gives only what the type asks for, and refuses an unknown type', async () => {
    const { body } = await get('/api/static-data?type=hero');
    expect(body).toHaveProperty('hero');
    expect(body).not.toHaveProperty('features');
    expect(body).not.toHaveProperty('partnerCta');
    expect((await get('/api/static-data?type=everything')).status).toBe(400);
  });
});

describe('GET /api/testimonials', () => {
  it('gives the 12 newest, newest first, with Anonymous and 5 for missing name and rating', async () => {
    await t.db
      .insert(testimonials)
      .values({ name: null, rating: null, testimonial: 'Quietly wonderful.', location: 'Oslo, Norway' });
    const { body } = await get('/api/testimonials');
    expect(body.items).toHaveLength(12);
    const dates = body.items.map((i: { updatedAt: string }) => i.updatedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.items[0]).toMatchObject({ name: 'Anonymous', rating: 5, testimonial: 'Quietly wonderful.' });
    expect(body.items[0].avatarUrl).toMatch(/^\/api\/avatars\//);
  });

  it('gives an empty list when there are none (the site then shows its built-in samples)', async () => {
    const empty = await createTestApp();
    try {
      expect(await readJson(await empty.request('/api/testimonials'))).toEqual({ items: [] });
    } finally {
      await empty.close();
    }
  });
});

describe('GET /api/how-it-works', () => {
  it('gives four steps and the sample meal plan', async () => {
    const { body } = await get('/api/how-it-works');
    expect(body.steps.map((s: { stepNumber: number }) => s.stepNumber)).toEqual([1, 2, 3, 4]);
    expect(
      body.mealPlan.map((m: { mealType: string; calories: number }) => [m.mealType, m.calories]),
    ).toEqual([
      ['Breakfast', 350],
      ['Lunch', 450],
      ['Snack', 150],
      ['Dinner', 500],
    ]);
    expect(body.calorieControlFeatures.length).toBeGreaterThanOrEqual(4);
  });
});

describe('articles', () => {
  it('lists six, one per category, newest first', async () => {
    const { body } = await get('/api/articles');
    expect(body.items).toHaveLength(6);
    expect(new Set(body.items.map((a: { category: string }) => a.category)).size).toBe(6);
    const dates = body.items.map((a: { date: string }) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.items[0]).not.toHaveProperty('content');
  });

  it('searches title or description case-insensitively, combined with the category', async () => {
    const all = (await get('/api/articles')).body.items as {
      title: string;
      description: string;
      category: string;
    }[];
    const sleepy = all.filter((a) => `${a.title} ${a.description}`.toLowerCase().includes('sleep'));
    expect(sleepy.length).toBeGreaterThan(0);
    expect((await get('/api/articles?search=SLEEP')).body.items).toHaveLength(sleepy.length);
    const inCategory = sleepy.filter((a) => a.category === 'Sleep');
    expect((await get('/api/articles?search=sleep&category=Sleep')).body.items).toHaveLength(
      inCategory.length,
    );
    expect((await get('/api/articles?search=zzzqqq')).body.items).toEqual([]);
    expect((await get('/api/articles?category=Astrology')).status).toBe(400);
  });

  it('gives one article by slug and by id, with a real body', async () => {
    const [first] = (await get('/api/articles')).body.items;
    const bySlug = await get(`/api/articles/${first.slug}`);
    const byId = await get(`/api/articles/${first.id}`);
    expect(bySlug.status).toBe(200);
    expect(byId.body).toEqual(bySlug.body);
    expect(bySlug.body.content.split(/\s+/).length).toBeGreaterThanOrEqual(500);
    expect(bySlug.body.content).not.toMatch(/<[a-z]/i);
    expect((await get('/api/articles/no-such-article')).status).toBe(404);
    expect((await get('/api/articles/99999')).status).toBe(404);
  });
});

describe('POST /api/partner-applications', () => {
  const valid = {
    organisation: 'Lakeside Wellness Lodge',
    partnerType: 'Retreat',
    contactName: 'Ingrid Sol',
    email: 'ingrid@lakeside.example',
    country: 'Norway',
    message: 'We run a twelve-room lakeside lodge with a sauna and daily yoga.',
  };

  it('stores a valid application', async () => {
    const res = await t.postJson('/api/partner-applications', valid);
    expect(res.status).toBe(201);
    const { id } = await readJson(res);
    const rows = await t.db
      .select()
      .from(partnerApplications)
      .where(sql`${partnerApplications.id} = ${id}`);
    expect(rows[0]).toMatchObject({ organisation: valid.organisation, email: valid.email });
  });

  it('refuses an invalid one with a message per field and stores nothing', async () => {
    const before = await t.db.$count(partnerApplications);
    const res = await t.postJson('/api/partner-applications', {
      ...valid,
      email: 'nope',
      partnerType: 'Castle',
      message: 'Hi',
    });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toEqual({
      email: 'Please enter a valid email address',
      partnerType: 'Choose what kind of partner you are',
      message: 'Tell us a little about your business (at least 20 characters)',
    });
    expect(await t.db.$count(partnerApplications)).toBe(before);
  });

  it('answers the application past the per-address limit with 429 and Retry-After, stores nothing, and serves other addresses', async () => {
    const rule = loadConfig({}).rateLimits.partnerApplicationIp;
    expect(rule).toEqual({ max: 5, windowSeconds: 3600 });
    const limited = await createTestApp({ rateLimits: { partnerApplicationIp: rule } });
    try {
      const apply = (ip: string) =>
        limited.postJson('/api/partner-applications', valid, { headers: { 'X-Forwarded-For': ip } });
      for (let i = 0; i < rule.max; i++) expect((await apply('203.0.113.20')).status).toBe(201);
      expect(await limited.db.$count(partnerApplications)).toBe(rule.max);

      const blocked = await apply('203.0.113.20');
      await expectRateLimited(
        blocked,
        rule,
        'Too many partner applications from this address. Please try again later.',
      );
      expect(await limited.db.$count(partnerApplications)).toBe(rule.max);

      expect((await apply('198.51.100.30')).status).toBe(201);
      expect(await limited.db.$count(partnerApplications)).toBe(rule.max + 1);
    } finally {
      await limited.close();
    }
  });
});
