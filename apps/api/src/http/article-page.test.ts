import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin } from '../test/second-factor-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import type { PageRenderer } from './server-render';

// Article pages as a visitor gets them: rendered on the server by the site's own server entry
// (apps/web/src/ssr/entry-server.tsx), loaded from source as the built bundle runs it, over this app.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // A computed name: the API's type check does not follow it into the site's sources.
  const entry = new URL('../../../web/src/ssr/entry-server.tsx', import.meta.url).href;
  const { render } = (await import(entry)) as { render: PageRenderer };
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><title>Restora</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist: dist, renderPage: render });
  const a = await registerAdmin(t);
  admin = a.cookie;
});
afterAll(() => t.close());

/** Saves and publishes an article through the back office, as an administrator does. */
async function publishArticle(slug: string, content: string) {
  const call = (method: string, url: string, body?: unknown) =>
    t.request(url, {
      method,
      headers: { cookie: admin, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const created = await call('POST', '/api/admin/articles', {
    title: 'A Body Nobody Would Write',
    slug,
    category: 'Sleep',
    readTime: 6,
    image: '/images/articles/sleep.svg',
    description: 'Markdown that took the old renderer seconds to minutes.',
    content,
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await call('POST', `/api/admin/articles/${id}/publish`)).status).toBe(200);
}

/** The page a visitor without a session gets. */
async function visit(slug: string) {
  const page = await t.request(`/knowledge/${slug}`);
  expect(page.status).toBe(200);
  return page.text();
}

// docs/decisions/content.md, "Markdown in linear time, safe links". The back office takes bodies of up to
// 50,000 characters. The regex renderer spent 7 s of one page view on the first (every other request
// waiting) and minutes on the second; the third overflowed its stack, so the page went out unrendered.
describe('an article page whose body is built to be slow to render', () => {
  it('renders 49,900 [ as text', async () => {
    await publishArticle('brackets', '['.repeat(49_900));
    expect(await visit('brackets')).toContain(`<p class="mt-5">${'['.repeat(49_900)}</p>`);
  });

  it('renders a heading with a gap of 49,990 spaces', async () => {
    await publishArticle('gap', `# a${' '.repeat(49_990)}b`);
    expect(await visit('gap')).toContain(`>a${' '.repeat(49_990)}b</h2>`);
  });

  it('renders 50,000 > as quotes inside quotes, then text', async () => {
    await publishArticle('quotes', '>'.repeat(50_000));
    expect(await visit('quotes')).toContain(`${'&gt;'.repeat(50_000 - 8)}</p>`);
  });
});

// docs/decisions/missing-records.md: the API's 404 reaches the page's status, over the real API.
describe('an article the API does not know', () => {
  it.each(['/knowledge/no-such-article', '/article/999999'])(
    '%s is answered 404 with the not-found state, not the loading one',
    async (address) => {
      const page = await t.request(address);
      expect(page.status).toBe(404);
      const html = await page.text();
      expect(html).toContain('Article not found');
      expect(html).not.toContain('Loading...');
    },
  );
});
