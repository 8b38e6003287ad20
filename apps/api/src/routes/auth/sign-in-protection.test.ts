import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { rateLimits } from '../../db/schema/rate-limits';
import { ACCOUNT_CEILING, INVALID_CREDENTIALS, TOO_MANY_FAILURES } from '../../services/identity/sign-in';
import { accountKit } from '../../test/account-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// Failed sign-ins slow down an address on an account, not the account itself; a ceiling per account
// stops guessing spread over many addresses, and known devices pass it
// (docs/decisions/sessions-and-sign-in.md).

const PUBLIC_URL = 'http://localhost:3000';
const COOKIE = 'restora.known_device';
const defaults = loadConfig({}).rateLimits;

const attempt = (t: TestApp, email: string, password: string, ip: string, cookie?: string) =>
  t.postJson(
    '/api/auth/sign-in',
    { email, password },
    { headers: { 'X-Forwarded-For': ip, ...(cookie ? { Cookie: cookie } : {}) } },
  );

/** The known-device cookie a response set, as a Cookie header value. */
function knownDeviceFrom(res: Response): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`));
  expect(set, 'no known-device cookie').toBeDefined();
  expect(set).toContain('Path=/api/auth/sign-in');
  expect(set).toContain('HttpOnly');
  return set!.split(';')[0]!;
}

async function expectRefused(res: Response, message: string) {
  expect(res.status).toBe(429);
  expect(await readJson(res)).toEqual({ error: { code: 'rate_limited', message } });
  return Number(res.headers.get('retry-after'));
}

/** Moves every pair's last failure `seconds` into the past, as if that time had gone by. */
const letTimePass = (t: TestApp, seconds: number) =>
  t.db
    .update(rateLimits)
    .set({ resetAt: sql`${rateLimits.resetAt} - make_interval(secs => ${seconds})` })
    .where(sql`starts_with(${rateLimits.key}, 'sign-in:pair:')`);

describe('with the default limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: defaults });
  });
  afterAll(() => t.close());

  it("lets the owner in from their own address after someone else's failures", async () => {
    const owner = await registerUser(t);
    for (let i = 0; i < defaults.signInPair.max + 1; i++) {
      const res = await attempt(t, owner.email, `wrong guess ${i}`, '203.0.113.7');
      expect(res.status).toBe(i < defaults.signInPair.max ? 401 : 429);
    }
    expect((await attempt(t, owner.email, owner.password, '198.51.100.2')).status).toBe(200);
  });

  it('slows the failing address down, the right password too, with a wait that doubles', async () => {
    const owner = await registerUser(t);
    const ip = '203.0.113.8';
    for (let i = 0; i < defaults.signInPair.max; i++) {
      const res = await attempt(t, owner.email, 'wrong guess', ip);
      expect((await readJson(res)).error.message).toBe(INVALID_CREDENTIALS);
    }
    const first = await expectRefused(await attempt(t, owner.email, owner.password, ip), TOO_MANY_FAILURES);
    expect(first).toBeGreaterThan(25);
    expect(first).toBeLessThanOrEqual(30);

    await letTimePass(t, 31);
    expect((await attempt(t, owner.email, 'wrong again', ip)).status).toBe(401);
    const second = await expectRefused(await attempt(t, owner.email, owner.password, ip), TOO_MANY_FAILURES);
    expect(second).toBeGreaterThan(55);
    expect(second).toBeLessThanOrEqual(60);

    await letTimePass(t, 61);
    expect((await attempt(t, owner.email, owner.password, ip)).status).toBe(200);
    // A success forgets the pair's failures: the next mistake is a plain 401 again.
    expect((await attempt(t, owner.email, 'one slip', ip)).status).toBe(401);
    expect((await attempt(t, owner.email, owner.password, ip)).status).toBe(200);
  });

  it("does not let others' failed sign-ins stop the owner confirming a change with their password", async () => {
    const owner = await registerUser(t);
    for (let i = 0; i < 8; i++) await attempt(t, owner.email, 'wrong guess', `192.0.2.${i + 1}`);
    const change = (currentPassword: string) =>
      t.request('/api/profile/password', {
        method: 'POST',
        headers: { cookie: owner.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ currentPassword, newPassword: 'a brand new tide 7' }),
      });
    // Its own wrong passwords are still limited.
    for (let i = 0; i < defaults.signInPair.max; i++) expect((await change('not it')).status).toBe(400);
    expect((await change(owner.password)).status).toBe(429);
  });
});

describe('the per-account ceiling', () => {
  let t: TestApp;
  const ceiling = { max: 6, windowSeconds: 3600 };
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { signInPair: defaults.signInPair, signInAccount: ceiling } });
  });
  afterAll(() => t.close());
  const { tokenFrom } = accountKit(() => t, PUBLIC_URL);

  /** Failures spread over many addresses, two each: no pair is slowed, the ceiling is reached. */
  async function spreadAttack(email: string) {
    for (let i = 0; i < ceiling.max; i++) {
      expect((await attempt(t, email, 'guess again', `10.0.${Math.floor(i / 2)}.1`)).status).toBe(401);
    }
  }

  it('stops guessing spread over many addresses, and lets a known device in with the right password', async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const known = knownDeviceFrom(await attempt(t, owner.email, owner.password, '198.51.100.9'));
    const othersDevice = knownDeviceFrom(await attempt(t, other.email, other.password, '198.51.100.9'));
    await spreadAttack(owner.email);

    const fresh = await attempt(t, owner.email, owner.password, '198.51.100.10');
    const wait = await expectRefused(fresh, ACCOUNT_CEILING);
    expect(wait).toBeGreaterThan(ceiling.windowSeconds - 60);

    const [userId, issuedAt] = known.slice(COOKIE.length + 1).split('.');
    const forged = `${COOKIE}=${userId}.${issuedAt}.${'A'.repeat(43)}`;
    for (const cookie of [forged, othersDevice, `${COOKIE}=${owner.user.id}`]) {
      await expectRefused(
        await attempt(t, owner.email, owner.password, '198.51.100.11', cookie),
        ACCOUNT_CEILING,
      );
    }
    // A known device still needs the right password, and its wrong one is counted like any other.
    expect((await attempt(t, owner.email, 'guess again', '198.51.100.9', known)).status).toBe(401);
    const signedIn = await attempt(t, owner.email, owner.password, '198.51.100.9', known);
    expect(signedIn.status).toBe(200);
    expect((await readJson(signedIn)).user.id).toBe(owner.user.id);
    // The owner's sign-in does not give the attack a fresh allowance.
    await expectRefused(await attempt(t, owner.email, owner.password, '198.51.100.12'), ACCOUNT_CEILING);
  });

  it('is cleared by a password reset, and the browser that reset becomes a known device', async () => {
    const owner = await registerUser(t);
    const home = '198.51.100.20';
    // The owner's own mistakes slow their address; one more failure elsewhere reaches the ceiling.
    for (let i = 0; i < defaults.signInPair.max; i++) await attempt(t, owner.email, 'my old guess', home);
    expect((await attempt(t, owner.email, 'guess again', '10.9.9.9')).status).toBe(401);
    await expectRefused(await attempt(t, owner.email, owner.password, home), TOO_MANY_FAILURES);
    await expectRefused(await attempt(t, owner.email, owner.password, '10.9.9.10'), ACCOUNT_CEILING);

    await t.postJson('/api/auth/forgot-password', { email: owner.email });
    const token = await tokenFrom(owner.email, 'account.reset-password', '/reset-password');
    const reset = await t.postJson('/api/auth/reset-password', { token, password: 'a brand new tide 7' });
    expect(reset.status).toBe(200);
    const known = knownDeviceFrom(reset);

    // The home address and the ceiling are forgotten: the new password works at once, without a cookie.
    expect((await attempt(t, owner.email, 'a brand new tide 7', home)).status).toBe(200);
    // The attack goes on; the browser that reset the password still gets in.
    await spreadAttack(owner.email);
    await expectRefused(
      await attempt(t, owner.email, 'a brand new tide 7', '198.51.100.21'),
      ACCOUNT_CEILING,
    );
    expect((await attempt(t, owner.email, 'a brand new tide 7', '198.51.100.21', known)).status).toBe(200);
  });
});
