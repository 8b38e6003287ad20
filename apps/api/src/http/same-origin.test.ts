import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema/auth';
import { bookings } from '../db/schema/bookings';
import { articles } from '../db/schema/content';
import { stayRooms } from '../db/schema/stays';
import { day, insertStay } from '../test/fixtures';
import { registerAdmin } from '../test/second-factor-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../test/test-app';

// docs/decisions/sessions-and-sign-in.md, "Cross-site requests"
const REFUSED = { error: { code: 'forbidden', message: 'Cross-site requests are not allowed.' } };
const SITE = { Host: 'localhost:3000' };
/** What a forged <form method="post"> with no fields sends: a form content type and no body. */
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

let t: TestApp;
let admin: string;
let articleId: number;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const a = await registerAdmin(t);
  admin = a.cookie;
  const [article] = await t.db
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.status, 'published'))
    .limit(1);
  articleId = article!.id;
});
afterAll(() => t.close());

const articleStatus = async () =>
  (await t.db.select({ status: articles.status }).from(articles).where(eq(articles.id, articleId)))[0]!
    .status;

const setStatus = (verb: 'publish' | 'unpublish', headers: Record<string, string>) =>
  t.request(`/api/admin/articles/${articleId}/${verb}`, {
    method: 'POST',
    headers: { cookie: admin, ...headers },
  });

async function expectRefused(res: Response) {
  expect(res.status).toBe(403);
  expect(await readJson(res)).toEqual(REFUSED);
}

describe('unsafe requests from another site', () => {
  it('refuses Origin: null on a bodiless form POST, and the article stays published', async () => {
    await expectRefused(await setStatus('unpublish', { ...FORM, ...SITE, Origin: 'null' }));
    expect(await articleStatus()).toBe('published');
  });

  it('refuses Origin: null on cancelling a booking, and the booking stays confirmed', async () => {
    const guest = await registerUser(t);
    const [room] = await t.db.select({ id: stayRooms.id }).from(stayRooms).limit(1);
    const bookingId = await insertStay(t.db, {
      userId: guest.user.id,
      roomId: room!.id,
      checkIn: day(40),
      checkOut: day(42),
    });
    const res = await t.request(`/api/bookings/${bookingId}/cancel`, {
      method: 'POST',
      headers: { cookie: guest.cookie, ...FORM, ...SITE, Origin: 'null' },
    });
    await expectRefused(res);
    const [row] = await t.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    expect(row!.status).toBe('confirmed');
  });

  it('refuses an empty or unreadable Origin, and a foreign one', async () => {
    for (const origin of ['', 'not a url', 'https://evil.example', 'file:///tmp/x.html']) {
      await expectRefused(await setStatus('unpublish', { ...SITE, Origin: origin }));
    }
    expect(await articleStatus()).toBe('published');
  });

  it('refuses Sec-Fetch-Site cross-site, same-site and none, with no Origin at all', async () => {
    for (const site of ['cross-site', 'same-site', 'none']) {
      await expectRefused(await setStatus('unpublish', { ...FORM, 'Sec-Fetch-Site': site }));
    }
    expect(await articleStatus()).toBe('published');
  });

  it("refuses Sec-Fetch-Site cross-site even with the site's own Origin", async () => {
    await expectRefused(
      await setStatus('unpublish', {
        ...SITE,
        Origin: 'http://localhost:3000',
        'Sec-Fetch-Site': 'cross-site',
      }),
    );
    expect(await articleStatus()).toBe('published');
  });

  it("lets Sec-Fetch-Site same-origin with the site's own Origin through, and a request with neither", async () => {
    const fromTheSite = await setStatus('unpublish', {
      ...SITE,
      Origin: 'http://localhost:3000',
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(fromTheSite.status).toBe(200);
    expect(await articleStatus()).toBe('draft');
    expect((await setStatus('publish', {})).status).toBe(200);
    expect(await articleStatus()).toBe('published');
  });

  it('leaves reads alone, whatever their headers', async () => {
    const res = await t.request('/api/health', {
      headers: { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(res.status).toBe(200);
  });
});

describe('the sign-in and account routes (our own, in front of better-auth)', () => {
  it("does not serve better-auth's own endpoints (its handler is not mounted: auth/auth.ts)", async () => {
    const who = await registerUser(t);
    for (const path of ['/api/auth/update-user', '/api/auth/change-password', '/api/auth/revoke-sessions']) {
      const res = await t.postJson(path, {}, { headers: { cookie: who.cookie } });
      expect(res.status, path).toBe(404);
    }
  });

  it('refuses a cross-site sign-out, change of password, profile change and account deletion', async () => {
    const who = await registerUser(t);
    const as = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
      t.request(path, {
        method,
        headers: { cookie: who.cookie, 'Content-Type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const nullOrigin = { ...SITE, Origin: 'null' };
    const crossSite = { 'Sec-Fetch-Site': 'cross-site' };
    const newPassword = { currentPassword: who.password, newPassword: 'another calm river 7' };
    for (const headers of [nullOrigin, crossSite]) {
      await expectRefused(await as('POST', '/api/auth/sign-out', { ...headers, ...FORM }));
      await expectRefused(await as('POST', '/api/profile/password', headers, newPassword));
      await expectRefused(await as('PATCH', '/api/profile', headers, { firstName: 'Mallory' }));
      await expectRefused(await as('DELETE', '/api/profile', headers, { password: who.password }));
    }
    // Still signed in, with the same name, and the old password still works.
    const profile = await as('GET', '/api/profile', {});
    expect(profile.status).toBe(200);
    expect((await readJson(profile)).firstName).not.toBe('Mallory');
    const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.id, who.user.id));
    expect(row).toBeDefined();
    const signIn = await t.postJson('/api/auth/sign-in', { email: who.email, password: who.password });
    expect(signIn.status).toBe(200);
  });
});
