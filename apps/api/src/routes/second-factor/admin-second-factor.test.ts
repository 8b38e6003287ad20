import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_FACTOR_TEXTS as T } from '@restora/shared/domain/second-factor';
import { setUserRole } from '../../services/profile/set-user-role';
import { enrolSecondFactor, registerAdmin, signInWithCode } from '../../test/second-factor-kit';
import { cookiesFrom, createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// Administrators must have passed a second factor on their session (docs/decisions/second-factors.md);
// the authorization matrix checks every /api/admin/* operation with an administrator without one.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const overview = (cookie: string) => t.request('/api/admin/overview', { headers: { cookie } });
const status = async (cookie: string) =>
  readJson(await t.request('/api/profile/second-factor', { headers: { cookie } }));

describe('the back office and the second factor', () => {
  it('sends an administrator without an app to set one up; its first code opens the back office', async () => {
    const u = await registerUser(t);
    await setUserRole({ db: t.db, email: u.email, role: 'admin' });
    const refused = await overview(u.cookie);
    expect(refused.status).toBe(403);
    expect(await readJson(refused)).toEqual({
      error: { code: 'second_factor_setup_required', message: T.adminSetup },
    });
    expect(await status(u.cookie)).toMatchObject({ enabled: false, requiredBy: 'admin' });
    await enrolSecondFactor(t, u);
    expect((await overview(u.cookie)).status).toBe(200);
  });

  it('asks for the code on a session opened before the app was set up elsewhere, until a step-up', async () => {
    const u = await registerUser(t);
    await setUserRole({ db: t.db, email: u.email, role: 'admin' });
    const before = cookiesFrom(
      await t.postJson('/api/auth/sign-in', { email: u.email, password: u.password }),
    );
    const factor = await enrolSecondFactor(t, u);
    const refused = await overview(before);
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).error).toEqual({ code: 'second_factor_required', message: T.adminCode });
    const stepUp = await t.postJson(
      '/api/auth/second-factor',
      { method: 'totp', code: factor.nextCode() },
      { headers: { cookie: before } },
    );
    expect(stepUp.status).toBe(200);
    expect((await overview(before)).status).toBe(200);
  });

  it('opens the back office to a session signed in with the code, and closes it when the app is turned off', async () => {
    const admin = await registerAdmin(t);
    const signedIn = cookiesFrom(await signInWithCode(t, admin));
    expect((await overview(signedIn)).status).toBe(200);
    const off = await t.postJson(
      '/api/profile/second-factor/disable',
      { password: admin.password, method: 'backup_code', code: admin.backupCodes[0] },
      { headers: { cookie: admin.cookie } },
    );
    expect(off.status).toBe(204);
    for (const cookie of [admin.cookie, signedIn])
      expect((await readJson(await overview(cookie))).error.code).toBe('second_factor_setup_required');
  });

  it('still refuses an account that is no administrator, with or without an app', async () => {
    const u = await registerUser(t);
    await enrolSecondFactor(t, u);
    const res = await overview(u.cookie);
    expect(res.status).toBe(403);
    expect((await readJson(res)).error.code).toBe('forbidden');
  });
});
