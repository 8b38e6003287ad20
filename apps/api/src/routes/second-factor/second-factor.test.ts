import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_PASSWORD } from '@restora/shared/domain/account-texts';
import { SECOND_FACTOR_TEXTS as T } from '@restora/shared/domain/second-factor';
import { session, twoFactor } from '../../db/schema/auth';
import { base32Decode, totp } from '../../services/identity/totp';
import { codesFor, enrolSecondFactor } from '../../test/second-factor-kit';
import { cookiesFrom, createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// Authenticator apps: set-up, sign-in's second step, backup codes, turning off
// (docs/decisions/second-factors.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, cookie: string, body: unknown) => t.postJson(path, body, { headers: { cookie } });
const status = async (cookie: string) =>
  readJson(await t.request('/api/profile/second-factor', { headers: { cookie } }));
const sessionOf = async (cookie: string) =>
  (await readJson(await t.request('/api/auth/session', { headers: { cookie } }))).user;
const signIn = (u: { email: string; password: string }) =>
  t.postJson('/api/auth/sign-in', { email: u.email, password: u.password });
const secondStep = (challenge: string, method: string, code: string) =>
  post('/api/auth/sign-in/second-factor', challenge, { method, code });

describe('setting up an authenticator app', () => {
  it('asks for the password, gives a key, and turns on with a first code, showing backup codes once', async () => {
    const u = await registerUser(t);
    expect(await status(u.cookie)).toEqual({
      enabled: false,
      passkeys: 0,
      backupCodesLeft: 0,
      verifiedAt: null,
      passed: false,
      requiredBy: null,
    });
    const wrong = await post('/api/profile/second-factor/setup', u.cookie, { password: 'not the password' });
    expect(wrong.status).toBe(400);
    expect((await readJson(wrong)).error.fields).toEqual({ password: WRONG_PASSWORD });

    const setup = await post('/api/profile/second-factor/setup', u.cookie, { password: u.password });
    expect(setup.status).toBe(200);
    const { secret, otpauthUri } = await readJson(setup);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(decodeURIComponent(uri.pathname)).toBe(`/Restora:${u.email}`);
    expect(uri.searchParams.get('secret')).toBe(secret);
    // Only the encrypted key is stored.
    const [row] = await t.db.select().from(twoFactor).where(eq(twoFactor.userId, u.user.id));
    expect(row!.secret).not.toContain(secret);
    expect(row!.confirmedAt).toBeNull();
    expect((await status(u.cookie)).enabled).toBe(false);

    const badCode = await post('/api/profile/second-factor/confirm', u.cookie, { code: '12345' });
    expect((await readJson(badCode)).error.fields).toEqual({ code: T.enterCode });
    const key = base32Decode(secret);
    const wrongCode = totp(key, new Date(Date.now() - 5 * 60_000));
    const refused = await post('/api/profile/second-factor/confirm', u.cookie, { code: wrongCode });
    expect(refused.status).toBe(400);
    expect((await readJson(refused)).error.fields).toEqual({ code: T.wrongCode });

    const confirmed = await post('/api/profile/second-factor/confirm', u.cookie, {
      code: totp(key, new Date()),
    });
    expect(confirmed.status).toBe(200);
    const { backupCodes } = await readJson(confirmed);
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const [stored] = await t.db.select().from(twoFactor).where(eq(twoFactor.userId, u.user.id));
    expect(stored!.backupCodes.some((h) => backupCodes.includes(h))).toBe(false);
    expect(await status(u.cookie)).toMatchObject({ enabled: true, backupCodesLeft: 10, passed: true });

    const again = await post('/api/profile/second-factor/setup', u.cookie, { password: u.password });
    expect(again.status).toBe(409);
  });
});

describe("sign-in's second step", () => {
  it('opens no session for the password alone; the code opens one that has passed the second factor', async () => {
    const u = await registerUser(t);
    const factor = await enrolSecondFactor(t, u);
    const first = await signIn(u);
    expect(first.status).toBe(200);
    expect(await readJson(first)).toEqual({
      user: null,
      secondFactorRequired: true,
      secondFactorMethods: ['totp'],
    });
    const challenge = cookiesFrom(first);
    expect(challenge).not.toMatch(/session_token=[^;]/);
    expect(await sessionOf(challenge)).toBeNull();
    const sessions = await t.db.select().from(session).where(eq(session.userId, u.user.id));
    expect(sessions).toHaveLength(1); // the one that set the app up

    const done = await secondStep(challenge, 'totp', factor.nextCode());
    expect(done.status).toBe(200);
    expect((await readJson(done)).user.email).toBe(u.email);
    const cookie = cookiesFrom(done);
    expect((await sessionOf(cookie)).id).toBe(u.user.id);
    // A known device from now on (docs/decisions/sessions-and-sign-in.md); the password alone gave none.
    expect(first.headers.getSetCookie().some((c) => c.startsWith('restora.known_device='))).toBe(false);
    expect(done.headers.getSetCookie().some((c) => c.startsWith('restora.known_device='))).toBe(true);
    expect(await status(cookie)).toMatchObject({ enabled: true, passed: true });
    // The challenge is spent.
    expect((await secondStep(challenge, 'totp', '123456')).status).toBe(401);
  });

  it('refuses a code used once, a wrong code, and a step without a live challenge', async () => {
    const u = await registerUser(t);
    const factor = await enrolSecondFactor(t, u);
    const code = factor.nextCode();
    expect((await secondStep(cookiesFrom(await signIn(u)), 'totp', code)).status).toBe(200);
    const challenge = cookiesFrom(await signIn(u));
    const replay = await secondStep(challenge, 'totp', code);
    expect(replay.status).toBe(400);
    expect((await readJson(replay)).error.fields).toEqual({ code: T.usedCode });
    const wrong = await secondStep(challenge, 'totp', code === '000000' ? '111111' : '000000');
    expect((await readJson(wrong)).error.fields).toEqual({ code: T.wrongCode });
    const none = await secondStep('', 'totp', '123456');
    expect(none.status).toBe(401);
    expect((await readJson(none)).error.message).toBe(T.signInExpired);
  });

  it('takes a backup code once', async () => {
    const u = await registerUser(t);
    const { backupCodes } = await enrolSecondFactor(t, u);
    const [code] = backupCodes;
    const typed = code!.toUpperCase().replace('-', '');
    const done = await secondStep(cookiesFrom(await signIn(u)), 'backup_code', typed);
    expect(done.status).toBe(200);
    expect(await status(cookiesFrom(done))).toMatchObject({ passed: true, backupCodesLeft: 9 });
    const again = await secondStep(cookiesFrom(await signIn(u)), 'backup_code', code!);
    expect(again.status).toBe(400);
    expect((await readJson(again)).error.fields).toEqual({ code: T.wrongBackupCode });
  });

  it('leaves an account without an app signed in by its password, as before', async () => {
    const u = await registerUser(t);
    const res = await signIn(u);
    expect(await readJson(res)).toEqual({ user: expect.objectContaining({ email: u.email }) });
    expect(await status(cookiesFrom(res))).toMatchObject({ enabled: false, passed: false });
  });
});

describe('backup codes and turning off', () => {
  it('makes new backup codes with the password; the old ones stop working', async () => {
    const u = await registerUser(t);
    const { backupCodes: old } = await enrolSecondFactor(t, u);
    const wrong = await post('/api/profile/second-factor/backup-codes', u.cookie, { password: 'nope nope' });
    expect(wrong.status).toBe(400);
    const res = await post('/api/profile/second-factor/backup-codes', u.cookie, { password: u.password });
    const { backupCodes } = await readJson(res);
    expect(backupCodes).toHaveLength(10);
    expect(backupCodes).not.toEqual(old);
    expect((await secondStep(cookiesFrom(await signIn(u)), 'backup_code', old[0]!)).status).toBe(400);
    expect((await secondStep(cookiesFrom(await signIn(u)), 'backup_code', backupCodes[0])).status).toBe(200);
  });

  it('turns off with the password and a code; sign-in then asks for the password only', async () => {
    const u = await registerUser(t);
    const factor = await enrolSecondFactor(t, u);
    const other = cookiesFrom(
      await secondStep(cookiesFrom(await signIn(u)), 'backup_code', factor.backupCodes[0]!),
    );
    const off = (password: string, code: string) =>
      post('/api/profile/second-factor/disable', u.cookie, { password, method: 'totp', code });
    // The password is checked first: a code sent with a wrong one is not spent.
    const noPassword = await off('not the password', '123456');
    expect((await readJson(noPassword)).error.fields).toEqual({ password: WRONG_PASSWORD });
    const noCode = await off(u.password, '000000');
    expect(noCode.status).toBe(400);
    expect((await off(u.password, factor.nextCode())).status).toBe(204);
    expect(await status(other)).toMatchObject({ enabled: false, passed: false, verifiedAt: null });
    expect((await readJson(await signIn(u))).user.email).toBe(u.email);
    const [kept] = await t.db.select().from(session).where(eq(session.userId, u.user.id)).limit(1);
    expect(kept!.secondFactorAt).toBeNull();
  });

  it('asks for a signed-in user and a valid body', async () => {
    expect((await t.request('/api/profile/second-factor')).status).toBe(401);
    const u = await registerUser(t);
    const res = await post('/api/auth/second-factor', u.cookie, { method: 'sms', code: '123456' });
    expect((await readJson(res)).error.fields).toHaveProperty('method');
    expect(codesFor('GEZDGNBVGY3TQOJQ')()).toMatch(/^\d{6}$/);
  });
});
