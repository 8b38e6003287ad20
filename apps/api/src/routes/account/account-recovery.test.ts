import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFIED, LINK_EXPIRED, RESET_LINK_SENT } from '@restora/shared/domain/account-texts';
import { verification } from '../../db/schema/auth';
import { outbox } from '../../db/schema/mail';
import { settleAfterAnswer } from '../../services/jobs/after-answer';
import { accountKit } from '../../test/account-kit';
import {
  cookiesFrom,
  createTestApp,
  expectRateLimited,
  readJson,
  registerUser,
  type TestApp,
} from '../../test/test-app';

// Recovery: forgot password and reset, and confirming the address (docs/decisions/account-recovery.md).

const PUBLIC_URL = 'https://restora.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, baseURL: PUBLIC_URL });
});
afterAll(() => t.close());

const { mailTo, tokenFrom, sessionOf, signIn, asUser } = accountKit(() => t, PUBLIC_URL);

describe('forgot password and reset', () => {
  it('answers the same for a known and an unknown address, and mails a link only to the account', async () => {
    const { email } = await registerUser(t, { name: 'Noor Haddad' });
    const known = await t.postJson('/api/auth/forgot-password', { email: email.toUpperCase() });
    const unknown = await t.postJson('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await readJson(known)).toEqual({ message: RESET_LINK_SENT });
    expect(await readJson(unknown)).toEqual({ message: RESET_LINK_SENT });
    expect(await mailTo('nobody-here@example.com')).toEqual([]);
    const [mail] = await mailTo(email, 'account.reset-password');
    expect(mail!.payload).toMatchObject({ name: 'Noor Haddad' });
    const token = await tokenFrom(email, 'account.reset-password', '/reset-password');
    // The table keeps a hash, never the token itself.
    const stored = await t.db.select({ identifier: verification.identifier }).from(verification);
    expect(stored.some((r) => r.identifier.includes(token))).toBe(false);
  });

  it('sets the new password once, ends every session, and the old password no longer signs in', async () => {
    const { email, password, cookie } = await registerUser(t);
    const second = cookiesFrom(await signIn(email, password));
    await t.postJson('/api/auth/forgot-password', { email });
    const token = await tokenFrom(email, 'account.reset-password', '/reset-password');

    const tooCommon = await t.postJson('/api/auth/reset-password', { token, password: 'password123' });
    expect(tooCommon.status).toBe(400);
    expect((await readJson(tooCommon)).error.fields).toEqual({ password: 'This password is too common' });

    const res = await t.postJson('/api/auth/reset-password', { token, password: 'a brand new tide 7' });
    expect(res.status).toBe(200);
    expect(await sessionOf(cookie)).toBeNull();
    expect(await sessionOf(second)).toBeNull();
    expect((await signIn(email, password)).status).toBe(401);
    const signedIn = await signIn(email, 'a brand new tide 7');
    expect(signedIn.status).toBe(200);
    // Opening the mailed link proved the address.
    expect((await readJson(signedIn)).user.emailVerified).toBe(true);
    expect(await mailTo(email, 'account.password-changed')).toHaveLength(1);

    const again = await t.postJson('/api/auth/reset-password', { token, password: 'yet another tide 8' });
    expect(again.status).toBe(400);
    expect(await readJson(again)).toMatchObject({
      error: { message: LINK_EXPIRED, fields: { token: LINK_EXPIRED } },
    });
  });

  it('refuses an expired link and a made-up one, and changes nothing', async () => {
    const { email, password } = await registerUser(t);
    await t.postJson('/api/auth/forgot-password', { email });
    const token = await tokenFrom(email, 'account.reset-password', '/reset-password');
    await t.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) });
    for (const tried of [token, 'x'.repeat(43)]) {
      const res = await t.postJson('/api/auth/reset-password', {
        token: tried,
        password: 'a brand new tide 7',
      });
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.fields).toEqual({ token: LINK_EXPIRED });
    }
    expect((await signIn(email, password)).status).toBe(200);
  });

  it('limits requests per address with 429, and per account silently', async () => {
    const limited = await createTestApp({
      rateLimits: {
        accountMailIp: { max: 3, windowSeconds: 3600 },
        accountMailAccount: { max: 2, windowSeconds: 3600 },
      },
    });
    try {
      const { email } = await registerUser(limited);
      const ask = (ip: string) =>
        limited.postJson('/api/auth/forgot-password', { email }, { headers: { 'x-forwarded-for': ip } });
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
        expect((await ask(ip)).status).toBe(200);
      await settleAfterAnswer();
      const resets = await limited.db.select().from(outbox).where(eq(outbox.kind, 'account.reset-password'));
      expect(resets).toHaveLength(2);
      for (let i = 0; i < 3; i++) expect((await ask('203.0.113.9')).status).toBe(200);
      await expectRateLimited(
        await ask('203.0.113.9'),
        { windowSeconds: 3600 },
        'Too many attempts. Please wait and try again.',
      );
    } finally {
      await limited.close();
    }
  });

  it('refuses a malformed address with the field message', async () => {
    const res = await t.postJson('/api/auth/forgot-password', { email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields.email).toBe('Please enter a valid email address');
  });
});

describe('e-mail verification', () => {
  /** Registers, and signs in with the password without opening the link: an unverified account. */
  async function unverified(name: string) {
    const email = `unverified-${crypto.randomUUID()}@example.com`;
    const password = 'not yet confirmed 4';
    expect((await t.postJson('/api/auth/sign-up', { name, email, password })).status).toBe(201);
    return { email, cookie: cookiesFrom(await signIn(email, password)) };
  }

  it('mails a link at registration; opening it once confirms the address and signs in', async () => {
    const { email, cookie } = await unverified('Ines Duarte');
    expect((await sessionOf(cookie)).emailVerified).toBe(false);
    const [mail] = await mailTo(email, 'account.verify-email');
    expect(mail!.payload).toMatchObject({ name: 'Ines Duarte' });
    const token = await tokenFrom(email, 'account.verify-email', '/verify-email');
    const opened = await t.postJson('/api/auth/verify-email', { token });
    expect(opened.status).toBe(200);
    expect(await readJson(opened)).toMatchObject({
      message: EMAIL_VERIFIED,
      user: { email, emailVerified: true },
      returnTo: null,
    });
    expect(await sessionOf(cookiesFrom(opened))).toMatchObject({ email, emailVerified: true });
    expect((await sessionOf(cookie)).emailVerified).toBe(true);
    expect((await t.postJson('/api/auth/verify-email', { token })).status).toBe(400);
    const resend = await asUser(cookie, 'POST', '/api/profile/verification-email');
    expect(resend.status).toBe(409);
  });

  it('sends a new link on request, which confirms the address and opens no session', async () => {
    const { email, cookie } = await unverified('Resent Link');
    const res = await asUser(cookie, 'POST', '/api/profile/verification-email');
    expect(res.status).toBe(200);
    expect(await mailTo(email, 'account.verify-email')).toHaveLength(2);
    const token = await tokenFrom(email, 'account.verify-email', '/verify-email');
    const opened = await t.postJson('/api/auth/verify-email', { token });
    expect(await readJson(opened)).toEqual({ message: EMAIL_VERIFIED, user: null, returnTo: null });
    expect(opened.headers.getSetCookie()).toEqual([]);
    expect((await sessionOf(cookie)).emailVerified).toBe(true);
  });
});
