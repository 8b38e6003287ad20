import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLUG_TAKEN } from '@restora/shared/contracts/admin-content';
import { auditEvents } from '../../db/schema/audit';
import { registerAdmin } from '../../test/second-factor-kit';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const a = await registerAdmin(t);
  admin = a.cookie;
  adminId = a.user.id;
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown, cookie = admin) =>
  t.request(path, {
    method,
    headers: { cookie, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const draft = (slug: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Quiet Evenings Without Screens',
  slug,
  category: 'Sleep',
  readTime: 6,
  image: '/images/articles/sleep.svg',
  description: 'How an hour without screens changes the night that follows.',
  content: '## Why\n\nLight in the evening **delays** sleep.\n\n- Dim the lamps\n- Read on paper',
  ...overrides,
});

const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.objectType, 'article'), eq(auditEvents.objectId, String(id))))
    .orderBy(auditEvents.id);

const publicSearch = async (search: string) =>
  (
    (await readJson(await t.request(`/api/articles?search=${encodeURIComponent(search)}`))) as {
      items: { slug: string }[];
    }
  ).items.map((a) => a.slug);

describe('admin articles', () => {
  it('creates a draft, which the public does not see until it is published, and not after unpublishing', async () => {
    const created = await call('POST', '/api/admin/articles', draft('quiet-evenings'));
    expect(created.status).toBe(201);
    const article = await readJson(created);
    expect(article).toMatchObject({ slug: 'quiet-evenings', status: 'draft', publishedAt: null });

    expect((await t.request('/api/articles/quiet-evenings')).status).toBe(404);
    expect((await t.request(`/api/articles/${article.id}`)).status).toBe(404);
    expect(await publicSearch('quiet evenings')).toEqual([]);

    const published = await readJson(await call('POST', `/api/admin/articles/${article.id}/publish`));
    expect(published).toMatchObject({ status: 'published', date: new Date().toISOString().slice(0, 10) });
    expect(published.publishedAt).not.toBeNull();
    const page = await t.request('/api/articles/quiet-evenings');
    expect(page.status).toBe(200);
    expect(await readJson(page)).toMatchObject({ title: 'Quiet Evenings Without Screens' });
    expect(await publicSearch('quiet evenings')).toEqual(['quiet-evenings']);
    const sleep = await readJson(await t.request('/api/articles?category=Sleep'));
    expect(sleep.items.map((a: { slug: string }) => a.slug)).toContain('quiet-evenings');

    expect((await call('POST', `/api/admin/articles/${article.id}/unpublish`)).status).toBe(200);
    expect((await t.request('/api/articles/quiet-evenings')).status).toBe(404);
    expect(await publicSearch('quiet evenings')).toEqual([]);

    const audit = await auditOf(article.id);
    expect(audit.map((e) => e.action)).toEqual(['article.create', 'article.publish', 'article.unpublish']);
    expect(audit[1]).toMatchObject({
      actorUserId: adminId,
      actorRole: 'operator',
      before: { status: 'draft' },
      after: { status: 'published' },
    });
  });

  it('edits every field and keeps the first publication date when published again', async () => {
    const { id } = await readJson(await call('POST', '/api/admin/articles', draft('edit-me')));
    await call('POST', `/api/admin/articles/${id}/publish`);
    const edited = await call(
      'PUT',
      `/api/admin/articles/${id}`,
      draft('edited-slug', {
        title: 'Edited Title',
        category: 'Recovery',
        readTime: 9,
        content: '# New body text here',
      }),
    );
    expect(edited.status).toBe(200);
    expect(await readJson(edited)).toMatchObject({
      slug: 'edited-slug',
      title: 'Edited Title',
      category: 'Recovery',
      readTime: 9,
      status: 'published',
    });
    expect((await t.request('/api/articles/edit-me')).status).toBe(404);
    expect((await readJson(await t.request('/api/articles/edited-slug'))).content).toBe(
      '# New body text here',
    );
    const [update] = (await auditOf(id)).filter((e) => e.action === 'article.update');
    expect(update).toMatchObject({ before: { slug: 'edit-me' }, after: { slug: 'edited-slug' } });
  });

  it('answers 409 with the slug field when the slug is taken, on create and on edit', async () => {
    const taken = await call('POST', '/api/admin/articles', draft('quiet-evenings'));
    expect(taken.status).toBe(409);
    expect((await readJson(taken)).error.fields).toEqual({ slug: SLUG_TAKEN });
    const { id } = await readJson(await call('POST', '/api/admin/articles', draft('another-one')));
    const clash = await call('PUT', `/api/admin/articles/${id}`, draft('quiet-evenings'));
    expect(clash.status).toBe(409);
    expect((await readJson(await call('GET', `/api/admin/articles/${id}`))).slug).toBe('another-one');
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['article.create']);
  });

  it('refuses bad fields with a message for each', async () => {
    const res = await call('POST', '/api/admin/articles', {
      title: 'x',
      slug: 'Not A Slug',
      category: 'All',
      readTime: 0,
      image: 'https://elsewhere.example/cover.png',
      description: 'short',
      content: '',
    });
    expect(res.status).toBe(400);
    const { fields } = (await readJson(res)).error;
    expect(fields).toMatchObject({
      title: 'Title: at least 3 characters',
      slug: 'Slug: lowercase letters, digits and single hyphens (like gut-health-basics)',
      category: 'Choose a category',
      readTime: 'Read time: at least 1 minute',
      image: 'Choose a cover',
      description: 'Excerpt: at least 10 characters',
      content: 'Body: at least 20 characters',
    });
    expect((await call('PUT', '/api/admin/articles/999999', draft('nobody-here'))).status).toBe(404);
    expect((await call('POST', '/api/admin/articles/999999/publish')).status).toBe(404);
  });

  it('lists drafts and published articles: title prefix, status, category, sorted, 50 a page', async () => {
    const list = async (qs: string) => readJson(await call('GET', `/api/admin/articles?${qs}`));
    const drafts = await list('status=draft');
    expect(drafts.items.length).toBeGreaterThan(0);
    expect(drafts.items.every((a: { status: string }) => a.status === 'draft')).toBe(true);
    const quiet = await list('search=QUIET%20eve');
    expect(quiet.items.map((a: { slug: string }) => a.slug).sort()).toEqual([
      'another-one',
      'quiet-evenings',
    ]);
    // A prefix, not a word anywhere in the title.
    expect((await list('search=evenings')).total).toBe(0);
    // LIKE's wildcards are plain characters.
    expect((await list('search=%25')).total).toBe(0);
    const sleep = await list('category=Sleep&sort=title&dir=asc');
    const titles = sleep.items.map((a: { title: string }) => a.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    expect(sleep.pageSize).toBe(50);
    const all = await list('');
    expect(all.items[0].id).toBe(Math.max(...all.items.map((a: { id: number; updatedAt: string }) => a.id)));
    expect((await call('GET', '/api/admin/articles?sort=date')).status).toBe(400);
  });
});
