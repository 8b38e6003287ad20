import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_FACTOR_TEXTS as T } from '@restora/shared/domain/second-factor';
import { accountKit } from '../../test/account-kit';
import { enrolSecondFactor } from '../../test/second-factor-kit';
import { cookiesFrom, createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// Codes are limited like sign-in; a password reset keeps the second factor; a step-up
// (docs/decisions/second-factors.md).

const PUBLIC_URL = 'http://localhost:3000';
const WRONG_CODES = { max: 3, windowSeconds: 900 };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { signInPair: WRONG_CODES } });
});
afterAll(() => t.close());

const { tokenFrom } = accountKit(() => t, PUBLIC_URL);
const post = (path: string, cookie: string, body: unknown) => t.postJson(path, body, { headers: { cookie } });
const signIn = (u: { email: string; password: string }) =>
  t.postJson('/api/auth/sign-in', { email: u.email, password: u.password });
const secondStep = (challenge: string, method: string, code: string) =>
  post('/api/auth/sign-in/second-factor', challenge, { method, code });
const wrongCode = (right: string) => (right === '000000' ? '999999' : '000000');

describe('wrong codes', () => {
  it('are limited per account, across the second step and the step-up, then even a right code waits', async () => {
    const u = await registerUser(t);
    const factor = await enrolSecondFactor(t, u);
    const challenge = cookiesFrom(await signIn(u));
    const right = factor.nextCode();
    for (let i = 0; i < WRONG_CODES.max - 1; i++)
      expect((await secondStep(challenge, 'totp', wrongCode(right))).status).toBe(400);
    // The step-up of the session that set the app up counts against the same account.
    expect(
      (await post('/api/auth/second-factor', u.cookie, { method: 'totp', code: wrongCode(right) })).status,
    ).toBe(400);
    const refused = await secondStep(challenge, 'totp', right);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await readJson(refused)).toEqual({ error: { code: 'rate_limited', message: T.tooManyWrong } });
    const backup = await secondStep(challenge, 'backup_code', factor.backupCodes[0]!);
    expect(backup.status).toBe(429);
    // Another account is not held up.
    const other = await registerUser(t);
    const otherFactor = await enrolSecondFactor(t, other);
    expect((await secondStep(cookiesFrom(await signIn(other)), 'totp', otherFactor.nextCode())).status).toBe(
      200,
    );
  });
});

describe('account recovery', () => {
  it('keeps the second factor through a password reset: sign-in still asks for the code', async () => {
    const u = await registerUser(t);
    const factor = await enrolSecondFactor(t, u);
    await t.postJson('/api/auth/forgot-password', { email: u.email });
    const token = await tokenFrom(u.email, 'account.reset-password', '/reset-password');
    const newPassword = 'a quiet new harbour 9';
    expect((await t.postJson('/api/auth/reset-password', { token, password: newPassword })).status).toBe(200);
    // The reset ended every session, the one that had passed the second factor too.
    expect(
      (await readJson(await t.request('/api/auth/session', { headers: { cookie: u.cookie } }))).user,
    ).toBeNull();
    const first = await signIn({ email: u.email, password: newPassword });
    expect(await readJson(first)).toEqual({
      user: null,
      secondFactorRequired: true,
      secondFactorMethods: ['totp'],
    });
    const done = await secondStep(cookiesFrom(first), 'totp', factor.nextCode());
    expect(done.status).toBe(200);
  });
});

describe('step-up', () => {
  it('proves the second factor again on this session', async () => {
    const u = await registerUser(t);
    const factor = await enrolSecondFactor(t, u);
    const before = await readJson(
      await t.request('/api/profile/second-factor', { headers: { cookie: u.cookie } }),
    );
    const wrong = await post('/api/auth/second-factor', u.cookie, { method: 'totp', code: '000000' });
    expect((await readJson(wrong)).error.fields).toEqual({ code: T.wrongCode });
    const res = await post('/api/auth/second-factor', u.cookie, { method: 'totp', code: factor.nextCode() });
    expect(res.status).toBe(200);
    const { verifiedAt } = await readJson(res);
    expect(new Date(verifiedAt).getTime()).toBeGreaterThanOrEqual(new Date(before.verifiedAt).getTime());
    const after = await readJson(
      await t.request('/api/profile/second-factor', { headers: { cookie: u.cookie } }),
    );
    expect(after.verifiedAt).toBe(verifiedAt);
  });

  it('answers 403 second_factor_setup_required to an account without an app', async () => {
    const u = await registerUser(t);
    const res = await post('/api/auth/second-factor', u.cookie, { method: 'totp', code: '123456' });
    expect(res.status).toBe(403);
    expect((await readJson(res)).error).toEqual({
      code: 'second_factor_setup_required',
      message: T.stepUpSetup,
    });
  });
});
