// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { render } from './entry-server';

// docs/decisions/screens-and-texts.md, "404 for ids"

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A session user as GET /api/auth/session answers it (packages/shared/src/contracts/auth.ts). */
const admin = {
  id: 'admin-1',
  email: 'admin@example.com',
  emailVerified: true,
  name: 'Ada Admin',
  firstName: 'Ada',
  lastName: 'Admin',
  phone: null,
  role: 'admin',
  isPartner: true,
  avatarUrl: '/images/avatar.svg',
  createdAt: '2026-01-05T10:00:00.000Z',
};

/**
 * Renders `path` on the server against a stand-in API: the session is `user`, the cart is empty, and
 * every other call is answered as the API answers an id it does not know (404).
 */
async function renderPath(path: string, { user = null as typeof admin | null } = {}) {
  const calls: string[] = [];
  const result = await render(`http://localhost${path}`, async (input) => {
    calls.push(input);
    const { pathname } = new URL(input, 'http://localhost');
    if (pathname === '/api/auth/session') return json(200, { user });
    if (pathname === '/api/cart') return json(200, { items: [], count: 0, subtotal: 0 });
    // The administrator has passed a second factor, so the back office opens its sections.
    if (pathname === '/api/profile/second-factor')
      return json(200, {
        enabled: true,
        backupCodesLeft: 10,
        passkeys: 0,
        verifiedAt: new Date().toISOString(),
        passed: true,
        requiredBy: user?.role === 'admin' ? 'admin' : null,
      });
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  return { ...result, calls, html: result.kind === 'html' ? result.html : '' };
}

/** Every route of config/paths.ts with an id in its address, the id written as `id`. */
const idRoutes = Object.values(paths)
  .map((entry) => ('pattern' in entry ? entry.pattern : ''))
  .filter((pattern) => /:(id|orderId)\b/.test(pattern))
  .map((pattern) => pattern.replace(/:(id|orderId)\b/, '{id}'));

/** The other spellings ('3.5', '03', '2147483648', ...) are lib/id-param.test.ts's. */
const impossible = ['abc', '0', '-1', '99999999999', '3abc'];

describe('an id that cannot exist', () => {
  it('finds the routes to check in config/paths.ts', () => {
    expect(idRoutes).toEqual(
      expect.arrayContaining(['/property/{id}', '/product/{id}', '/partner/rooms/{id}/calendar']),
    );
    expect(idRoutes.length).toBeGreaterThanOrEqual(15);
  });

  it(
    'is answered 404 on every page route with an id, without asking the API about it',
    { timeout: 60_000 },
    async () => {
      for (const pattern of idRoutes) {
        for (const id of impossible) {
          const path = pattern.replace('{id}', id);
          const page = await renderPath(path);
          expect(page.status, path).toBe(404);
          expect(
            page.calls.filter((call) => call.includes(`/${id}`)),
            path,
          ).toEqual([]);
        }
      }
    },
  );

  it("shows the screen's own not-found state", async () => {
    expect((await renderPath('/property/abc')).html).toContain('Stay room not found');
    expect((await renderPath('/booking/property/0')).html).toContain('Property not found');
    expect((await renderPath('/services/-1')).html).toContain('Service Not Found');
    expect((await renderPath('/product/99999999999')).html).toContain('Product not found');
    expect((await renderPath('/article/3abc')).html).toContain('Article not found');
    expect((await renderPath('/partner/rooms/03')).html).toContain('Not found');
    expect((await renderPath('/admin/partner-applications/abc')).html).toContain('Oops! Page not found');
  });

  it(
    'is answered 404 in the back office, once an administrator is signed in',
    { timeout: 60_000 },
    async () => {
      const sections = ['products', 'bookings', 'orders', 'partners', 'history', 'content/articles'];
      for (const section of sections) {
        for (const id of ['abc', '0', '-1', '99999999999']) {
          const page = await renderPath(`/admin/${section}/${id}`, { user: admin });
          expect(page.status, `/admin/${section}/${id}`).toBe(404);
          expect(page.html).toContain('Not found');
        }
      }
      const visitor = await renderPath('/admin/products/abc');
      expect(visitor.html).toContain('Please log in to open the back office');
    },
  );
});

describe('a well-formed id, or a slug, that the API does not know', () => {
  // docs/decisions/missing-records.md: the API's 404 is an answer, rendered on the server as the
  // screen's not-found state and answered 404; the browser takes that state over as it is.
  const missing: [path: string, text: string][] = [
    ['/property/999999', 'Stay room not found'],
    ['/booking/property/999999', 'Property not found'],
    ['/services/999999', 'Service Not Found'],
    ['/booking/service/999999', 'Service not found'],
    ['/product/999999', 'Product not found'],
    ['/article/999999', 'Article not found'],
    ['/knowledge/no-such-article', 'Article not found'],
  ];

  it.each(missing)('%s is answered 404 with "%s"', async (path, text) => {
    const page = await renderPath(path);
    expect(page.status).toBe(404);
    expect(page.html).toContain(text);
    expect(page.html).not.toMatch(/Loading|role="status"/);
  });

  it('asks the API about the record once, in the first round (no waterfall, no retry)', async () => {
    for (const [path] of missing) {
      const key = path.split('/').pop()!;
      const asked = (await renderPath(path)).calls.filter((call) =>
        new URL(call, 'http://localhost').pathname.endsWith(`/${key}`),
      );
      expect(asked, path).toHaveLength(1);
    }
  });

  it('sends the answer to the browser, so that it shows the same state without asking again', async () => {
    const page = await renderPath('/property/999999');
    if (page.kind !== 'html') throw new Error('expected a page');
    const state = JSON.parse(page.state) as {
      queries: { queries: { queryKey: unknown[]; state: { status: string; data: unknown } }[] };
    };
    const room = state.queries.queries.find((q) => q.queryKey.includes('999999'));
    expect(room?.state).toMatchObject({ status: 'success', data: null });
  });
});

it('asks the API about an id that can exist, up to the largest', async () => {
  for (const id of ['8', '2147483647']) {
    for (const path of [`/property/${id}`, `/services/${id}`, `/product/${id}`, `/article/${id}`]) {
      expect(
        (await renderPath(path)).calls.some((call) => call.includes(`/${id}`)),
        path,
      ).toBe(true);
    }
  }
});

it('answers a page of the site 200 and an unknown address 404, as before', async () => {
  expect((await renderPath('/find-stays')).status).toBe(200);
  expect((await renderPath('/no/such/place')).status).toBe(404);
  expect((await renderPath('/admin/no-such-section', { user: admin })).status).toBe(404);
});
