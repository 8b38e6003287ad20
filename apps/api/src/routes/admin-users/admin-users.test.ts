import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUSPENDED_MESSAGE } from '@restora/shared/contracts/admin-users';
import { auditEvents } from '../../db/schema/audit';
import { session, user } from '../../db/schema/auth';
import { userInfo } from '../../db/schema/profiles';
import { services } from '../../db/schema/services';
import { changeUserRole } from '../../services/admin-users/change-user-role';
import { setUserRole } from '../../services/profile/set-user-role';
import { insertPaidBooking, insertPaidOrder } from '../../test/admin-activity-kit';
import { enrolSecondFactor, registerAdmin } from '../../test/second-factor-kit';
import { cookiesFrom, createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

type Registered = Awaited<ReturnType<typeof registerUser>>;
let t: TestApp;
let admin: Registered;
let guest: Registered;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await registerAdmin(t, { name: 'Ada Admin' });
  guest = await registerUser(t);
});
afterAll(() => t.close());

const call = (method: string, path: string, cookie: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: { cookie, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const list = async (qs: string) => readJson(await call('GET', `/api/admin/users?${qs}`, admin.cookie));
const signIn = (u: Registered) => t.postJson('/api/auth/sign-in', { email: u.email, password: u.password });
const auditOf = (id: string) =>
  t.db.select().from(auditEvents).where(eq(auditEvents.objectId, id)).orderBy(auditEvents.id);

describe('admin users API', () => {
  it('is for administrators only, on every operation', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/admin/users', undefined],
      ['GET', `/api/admin/users/${guest.user.id}`, undefined],
      ['PUT', `/api/admin/users/${guest.user.id}/role`, { role: 'admin' }],
      ['POST', `/api/admin/users/${guest.user.id}/suspend`, undefined],
      ['POST', `/api/admin/users/${guest.user.id}/unsuspend`, undefined],
    ] as const) {
      expect((await call(method, path, '', body)).status, `${method} ${path}`).toBe(401);
      expect((await call(method, path, guest.cookie, body)).status, `${method} ${path}`).toBe(403);
    }
  });

  it('searches by the start of the e-mail or the name, filters by role, sorts and pages by 50', async () => {
    const tag = `zeb${Date.now()}`;
    // Written straight to the table (a sign-up hashes a password: slow for 53).
    const base = Date.now() - 60_000;
    await t.db.insert(user).values(
      Array.from({ length: 53 }, (_, i) => ({
        id: randomUUID(),
        name: `Quill${tag} ${i}`,
        email: `${tag}-${String(i).padStart(2, '0')}@example.com`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const byEmail = await list(`q=${tag.toUpperCase()}&sort=email&dir=asc`);
    expect(byEmail.total).toBe(53);
    expect(byEmail.pageSize).toBe(50);
    expect(byEmail.items).toHaveLength(50);
    expect(byEmail.items[0].email).toBe(`${tag}-00@example.com`);
    const second = await list(`q=${tag}&sort=email&dir=asc&page=2`);
    expect(second.items.map((u: { email: string }) => u.email)).toEqual(
      [50, 51, 52].map((i) => `${tag}-${i}@example.com`),
    );
    expect((await list(`q=quill${tag}`)).total).toBe(53);
    // A prefix, not a substring; LIKE's own characters match themselves.
    expect((await list(`q=${tag.slice(1)}`)).total).toBe(0);
    expect((await list(`q=${tag}%25`)).total).toBe(0);
    // Newest first by default.
    expect((await list(`q=${tag}`)).items[0].email).toBe(`${tag}-52@example.com`);
    const admins = await list('role=admin');
    expect(admins.items.map((u: { email: string }) => u.email)).toEqual([admin.email]);
    expect((await list(`q=${tag}&role=guest`)).total).toBe(53);
    expect((await call('GET', '/api/admin/users?sort=name', admin.cookie)).status).toBe(400);
  });

  it('gives each row its counts of bookings and orders, and the detail its latest ones', async () => {
    const u = await registerUser(t, { name: 'Counted Person' });
    const [service] = await t.db.select({ id: services.id }).from(services).limit(1);
    for (let i = 0; i < 3; i++)
      await insertPaidBooking(t.db, {
        userId: u.user.id,
        at: new Date(),
        cents: 1000,
        serviceId: service!.id,
      });
    await insertPaidOrder(t.db, { userId: u.user.id, at: new Date(), cents: 2500 });
    const [row] = (await list(`q=${encodeURIComponent(u.email)}`)).items;
    expect(row).toMatchObject({
      name: 'Counted Person',
      role: 'guest',
      suspended: false,
      bookings: 3,
      orders: 1,
    });
    const detail = await readJson(await call('GET', `/api/admin/users/${u.user.id}`, admin.cookie));
    expect(detail.recentBookings).toHaveLength(3);
    expect(detail.recentOrders[0]).toMatchObject({ totalCents: 2500, status: 'processing' });
    expect((await call('GET', '/api/admin/users/nobody', admin.cookie)).status).toBe(404);
  });

  it('makes a user an administrator and back, recording each change', async () => {
    const u = await registerUser(t);
    const promoted = await call('PUT', `/api/admin/users/${u.user.id}/role`, admin.cookie, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect((await readJson(promoted)).role).toBe('admin');
    // The back office opens once the new administrator has an authenticator app
    // (docs/decisions/second-factors.md).
    const needsApp = await call('GET', '/api/admin/users', u.cookie);
    expect((await readJson(needsApp)).error.code).toBe('second_factor_setup_required');
    await enrolSecondFactor(t, u);
    expect((await call('GET', '/api/admin/users', u.cookie)).status).toBe(200);
    expect(
      (await call('PUT', `/api/admin/users/${u.user.id}/role`, admin.cookie, { role: 'guest' })).status,
    ).toBe(200);
    expect((await call('GET', '/api/admin/users', u.cookie)).status).toBe(403);
    expect(
      (await call('PUT', `/api/admin/users/${u.user.id}/role`, admin.cookie, { role: 'owner' })).status,
    ).toBe(400);
    const audit = await auditOf(u.user.id);
    expect(audit.map((a) => [a.action, a.before, a.after, a.actorUserId, a.actorRole])).toEqual([
      ['user.role', { role: 'guest' }, { role: 'admin' }, admin.user.id, 'operator'],
      ['user.role', { role: 'admin' }, { role: 'guest' }, admin.user.id, 'operator'],
    ]);
  });

  it('never demotes the last administrator', async () => {
    const res = await call('PUT', `/api/admin/users/${admin.user.id}/role`, admin.cookie, { role: 'guest' });
    expect(res.status).toBe(409);
    expect((await readJson(res)).error.message).toMatch(/last administrator/);
    expect((await list('role=admin')).total).toBe(1);
    expect(await auditOf(admin.user.id)).toEqual([]);
  });

  it('lets only one of two administrators demoting each other at once succeed', async () => {
    const other = await registerUser(t);
    await setUserRole({ db: t.db, email: other.email, role: 'admin' });
    // Both transactions at once (through the service: over HTTP the second request's own admin check
    // would already refuse it once the first committed). Each locks the administrators' rows first.
    const results = await Promise.allSettled([
      changeUserRole({
        db: t.db,
        actor: { userId: admin.user.id, role: 'operator' },
        id: other.user.id,
        role: 'guest',
        stepUp: async () => {},
      }),
      changeUserRole({
        db: t.db,
        actor: { userId: other.user.id, role: 'operator' },
        id: admin.user.id,
        role: 'guest',
        stepUp: async () => {},
      }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'conflict' });
    // Either may win (whichever locks first), so the one administrator left is read from the table: over
    // HTTP the demoted one could no longer ask.
    const winner = results[0]!.status === 'fulfilled' ? admin : other;
    const admins = await t.db.select({ id: userInfo.id }).from(userInfo).where(eq(userInfo.role, 'admin'));
    expect(admins).toEqual([{ id: winner.user.id }]);
    // Admin stays the administrator for the tests below.
    await setUserRole({ db: t.db, email: admin.email, role: 'admin' });
    await setUserRole({ db: t.db, email: other.email, role: 'guest' });
  });

  it('suspends an account: its sessions end, sign-in is refused with the message, and unsuspending lets it in', async () => {
    const u = await registerUser(t);
    const second = cookiesFrom(await signIn(u));
    expect((await call('GET', '/api/auth/session', u.cookie)).status).toBe(200);
    const res = await call('POST', `/api/admin/users/${u.user.id}/suspend`, admin.cookie);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ suspended: true });
    expect(await t.db.select().from(session).where(eq(session.userId, u.user.id))).toEqual([]);
    for (const cookie of [u.cookie, second]) {
      expect((await readJson(await call('GET', '/api/auth/session', cookie))).user).toBeNull();
      expect((await call('GET', '/api/bookings', cookie)).status).toBe(401);
    }
    const refused = await signIn(u);
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).error.message).toBe(SUSPENDED_MESSAGE);
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect(await t.db.select().from(session).where(eq(session.userId, u.user.id))).toEqual([]);
    // A wrong password still gets the usual answer, which does not tell that the account is suspended.
    expect(
      (await t.postJson('/api/auth/sign-in', { email: u.email, password: 'wrong password 1' })).status,
    ).toBe(401);

    expect((await call('POST', `/api/admin/users/${u.user.id}/unsuspend`, admin.cookie)).status).toBe(200);
    expect((await signIn(u)).status).toBe(200);
    const audit = await auditOf(u.user.id);
    expect(audit.map((a) => a.action)).toEqual(['user.suspend', 'user.unsuspend']);
    expect(audit[0]!.after).toMatchObject({ sessionsEnded: 2 });
  });

  it('refuses an administrator suspending themself', async () => {
    const res = await call('POST', `/api/admin/users/${admin.user.id}/suspend`, admin.cookie);
    expect(res.status).toBe(409);
    expect((await call('GET', '/api/admin/users', admin.cookie)).status).toBe(200);
  });
});
