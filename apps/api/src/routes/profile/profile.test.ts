import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SINGLE_LINE_TEXT } from '@restora/shared/domain/plain-text';
import { userInfo } from '../../db/schema/profiles';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patch = (cookie: string, body: unknown) =>
  t.request('/api/profile', {
    method: 'PATCH',
    headers: { cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('/api/profile', () => {
  it('needs a signed-in user', async () => {
    expect((await t.request('/api/profile')).status).toBe(401);
    const res = await t.request('/api/profile', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'X' }),
    });
    expect(res.status).toBe(401);
    expect((await readJson(res)).error.code).toBe('unauthenticated');
  });

  it('reads and updates the own profile; empty fields are saved as null', async () => {
    const { cookie, user } = await registerUser(t, { name: 'Grace Hopper' });
    const read = await readJson(await t.request('/api/profile', { headers: { cookie } }));
    expect(read).toMatchObject({
      id: user.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'guest',
      phone: null,
    });

    const saved = await patch(cookie, {
      firstName: 'Grace B.',
      lastName: 'Hopper',
      phone: '+1 (555) 010-2030',
    });
    expect(saved.status).toBe(200);
    expect(await readJson(saved)).toMatchObject({ name: 'Grace B. Hopper', phone: '+1 (555) 010-2030' });

    const cleared = await readJson(await patch(cookie, { firstName: 'Grace', lastName: '', phone: '' }));
    expect(cleared).toMatchObject({ firstName: 'Grace', lastName: null, phone: null, name: 'Grace' });
    const again = await readJson(await t.request('/api/profile', { headers: { cookie } }));
    expect(again).toMatchObject({ firstName: 'Grace', lastName: null, phone: null });
  });

  it('refuses an invalid phone with a field message and changes nothing', async () => {
    const { cookie } = await registerUser(t, { name: 'Alan Turing' });
    const res = await patch(cookie, { firstName: 'Changed', phone: 'call me maybe' });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields.phone).toMatch(/valid phone/);
    expect((await readJson(await t.request('/api/profile', { headers: { cookie } }))).firstName).toBe('Alan');
  });

  it('refuses text the database cannot store (a NUL character, half an emoji) on its field', async () => {
    const { cookie } = await registerUser(t, { name: 'Grace Hopper' });
    const nul = await patch(cookie, { firstName: 'Gr\u0000ace' });
    expect(nul.status).toBe(400);
    expect((await readJson(nul)).error.fields).toEqual({ firstName: SINGLE_LINE_TEXT });
    const half = await patch(cookie, { lastName: 'Hop\ud83dper' });
    expect((await readJson(half)).error.fields).toEqual({ lastName: 'Must be valid Unicode text' });
    expect((await readJson(await t.request('/api/profile', { headers: { cookie } }))).firstName).toBe(
      'Grace',
    );
  });

  it('never lets a user set their own role', async () => {
    const { cookie, user } = await registerUser(t);
    const res = await patch(cookie, { firstName: 'Mallory', role: 'admin' });
    expect(res.status).toBe(400);
    const [row] = await t.db.select().from(userInfo).where(eq(userInfo.id, user.id));
    expect(row?.role).toBe('guest');
    expect(row?.firstName).not.toBe('Mallory');
  });

  it("keeps users apart: B neither sees nor changes A's profile", async () => {
    const a = await registerUser(t, { name: 'Alice Archer' });
    const b = await registerUser(t, { name: 'Bob Baker' });
    const bView = await readJson(await t.request('/api/profile', { headers: { cookie: b.cookie } }));
    expect(bView.id).toBe(b.user.id);
    expect(JSON.stringify(bView)).not.toContain('Alice');

    // An id in the body is not a way to reach another profile: it is refused.
    const res = await patch(b.cookie, { id: a.user.id, firstName: 'Hacked' });
    expect(res.status).toBe(400);
    await patch(b.cookie, { firstName: 'Robert' });
    const aView = await readJson(await t.request('/api/profile', { headers: { cookie: a.cookie } }));
    expect(aView).toMatchObject({ id: a.user.id, firstName: 'Alice', lastName: 'Archer' });
  });

  it('recreates a missing profile row on read (id only, role guest)', async () => {
    const { cookie, user } = await registerUser(t);
    await t.db.delete(userInfo).where(eq(userInfo.id, user.id));
    const read = await readJson(await t.request('/api/profile', { headers: { cookie } }));
    expect(read).toMatchObject({ id: user.id, firstName: null, role: 'guest' });
  });
});

describe('/api/avatars/{seed}', () => {
  it('draws the same SVG for the same name, and another for another name', async () => {
    const a = await t.request('/api/avatars/Ada%20Lovelace');
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toBe('image/svg+xml');
    expect(a.headers.get('cache-control')).toBe('public, max-age=604800');
    const svg = await a.text();
    expect(svg).toMatch(/^<svg/);
    expect(await (await t.request('/api/avatars/Ada%20Lovelace')).text()).toBe(svg);
    expect(await (await t.request('/api/avatars/Grace%20Hopper')).text()).not.toBe(svg);
  });
});
