import { setUserRole } from '../services/profile/set-user-role';
import { base32Decode, hotp, TOTP_PERIOD_SECONDS, TOTP_WINDOW } from '../services/identity/totp';
import { cookiesFrom, readJson, registerUser, type TestApp } from './test-app';

// Second factors in API tests (docs/decisions/second-factors.md): an authenticator app whose key the
// test knows, and the one way tests make an administrator.

/**
 * The codes of an app, never the same step twice (the server refuses a used one): the current step's,
 * then the next one's. That is two codes per account in 30 seconds; a test that needs more uses backup
 * codes, since a third throws here rather than wait for the clock.
 */
export function codesFor(secret: string): () => string {
  const key = base32Decode(secret);
  const used = new Set<number>();
  return () => {
    const current = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
    const step = [current, current + TOTP_WINDOW].find((s) => !used.has(s));
    if (step === undefined) throw new Error('No unused code in this 30-second step: use a backup code');
    used.add(step);
    return hotp(key, step);
  };
}

export type AppFactor = { secret: string; nextCode: () => string; backupCodes: string[] };

const post = (t: TestApp, path: string, cookie: string, body: unknown) =>
  t.postJson(path, body, { headers: { cookie } });

/** Sets up an authenticator app on the account signed in with `cookie`; that session has passed it. */
export async function enrolSecondFactor(
  t: TestApp,
  { cookie, password }: { cookie: string; password: string },
): Promise<AppFactor> {
  const setup = await post(t, '/api/profile/second-factor/setup', cookie, { password });
  if (setup.status !== 200) throw new Error(`set-up failed: ${setup.status} ${await setup.text()}`);
  const { secret } = await readJson(setup);
  const nextCode = codesFor(secret);
  const confirm = await post(t, '/api/profile/second-factor/confirm', cookie, { code: nextCode() });
  if (confirm.status !== 200) throw new Error(`confirm failed: ${confirm.status} ${await confirm.text()}`);
  const { backupCodes } = await readJson(confirm);
  return { secret, nextCode, backupCodes };
}

/**
 * A new administrator, signed in, whose session has passed the second factor (every /api/admin/*
 * operation asks for that): registered, promoted the operator's way, and given an app the test knows.
 */
export async function registerAdmin(t: TestApp, overrides: Record<string, string> = {}) {
  const user = await registerUser(t, overrides);
  await setUserRole({ db: t.db, email: user.email, role: 'admin' });
  return { ...user, ...(await enrolSecondFactor(t, user)) };
}

/** Signs in with the password, then a code of the app: the answer of the second step. */
export async function signInWithCode(
  t: TestApp,
  u: { email: string; password: string; nextCode: () => string },
  headers: Record<string, string> = {},
): Promise<Response> {
  const first = await t.postJson('/api/auth/sign-in', { email: u.email, password: u.password }, { headers });
  if (first.status !== 200) throw new Error(`sign-in failed: ${first.status} ${await first.text()}`);
  return t.postJson(
    '/api/auth/sign-in/second-factor',
    { method: 'totp', code: u.nextCode() },
    { headers: { ...headers, cookie: cookiesFrom(first) } },
  );
}
