import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { registerAdmin } from '../../test/second-factor-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let guest: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const a = await registerAdmin(t);
  admin = a.cookie;
  guest = (await registerUser(t)).cookie;
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown, cookie = admin) =>
  t.request(path, {
    method,
    headers: { cookie, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const auditRows = (type: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.objectType, type)));

describe('admin testimonials and home page texts', () => {
  it('hides a testimonial from the home page at once, and shows it again', async () => {
    const publicIds = async () =>
      ((await readJson(await t.request('/api/testimonials'))).items as { id: number }[]).map((x) => x.id);
    const { items } = await readJson(await call('GET', '/api/admin/testimonials'));
    const first = items[0];
    // The home page's list is read (and cached) before the change.
    expect(await publicIds()).toContain(first.id);
    const body = {
      name: first.name,
      testimonial: first.testimonial,
      location: first.location,
      rating: first.rating,
    };
    const hidden = await call('PUT', `/api/admin/testimonials/${first.id}`, { ...body, published: false });
    expect(hidden.status).toBe(200);
    expect(await readJson(hidden)).toMatchObject({ id: first.id, published: false });
    expect(await publicIds()).not.toContain(first.id);
    await call('PUT', `/api/admin/testimonials/${first.id}`, {
      ...body,
      testimonial: 'Edited words, kind ones.',
      published: true,
    });
    const shown = (await readJson(await t.request('/api/testimonials'))).items as {
      id: number;
      testimonial: string;
    }[];
    expect(shown.find((x) => x.id === first.id)?.testimonial).toBe('Edited words, kind ones.');
    expect((await auditRows('testimonial')).map((r) => r.action)).toEqual([
      'testimonial.update',
      'testimonial.update',
    ]);
  });

  it('refuses a bad testimonial with messages, and a missing one with 404', async () => {
    const res = await call('PUT', '/api/admin/testimonials/1', {
      name: null,
      testimonial: 'short',
      location: null,
      rating: 7,
      published: true,
    });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toMatchObject({
      testimonial: 'Testimonial: at least 10 characters',
      rating: 'Rating: 1 to 5',
    });
    const missing = await call('PUT', '/api/admin/testimonials/999999', {
      name: null,
      testimonial: 'Long enough words here.',
      location: null,
      rating: null,
      published: true,
    });
    expect(missing.status).toBe(404);
  });

  it("changes the hero and partner texts, which the home page shows at once, keeping the hero's picture", async () => {
    const before = await readJson(await t.request('/api/static-data?type=all'));
    const texts = await readJson(await call('GET', '/api/admin/home-texts'));
    expect(texts.hero.title).toBe(before.hero.title);
    const next = {
      hero: { ...texts.hero, title: 'Rest where the sea is quiet' },
      partnerCta: { ...texts.partnerCta, ctaText: 'Join us' },
    };
    expect((await call('PUT', '/api/admin/home-texts', next)).status).toBe(200);
    const after = await readJson(await t.request('/api/static-data?type=all'));
    expect(after.hero).toMatchObject({
      title: 'Rest where the sea is quiet',
      imageUrl: before.hero.imageUrl,
    });
    expect(after.partnerCta).toMatchObject({
      ctaText: 'Join us',
      successStories: before.partnerCta.successStories,
    });
    const [audit] = await auditRows('home-texts');
    expect(audit).toMatchObject({
      action: 'home-texts.update',
      before: { hero: { title: before.hero.title } },
      after: { hero: { title: 'Rest where the sea is quiet' } },
    });
    const bad = await call('PUT', '/api/admin/home-texts', { ...next, hero: { ...next.hero, ctaText: '' } });
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).error.fields).toMatchObject({
      'hero.ctaText': 'Hero button: at least 2 characters',
    });
    expect((await call('PUT', '/api/admin/home-texts', next, guest)).status).toBe(403);
  });
});
