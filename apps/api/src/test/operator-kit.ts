import { eq } from 'drizzle-orm';
import { session, twoFactor } from '../db/schema/auth';
import { setUserRole } from '../services/profile/set-user-role';
import { registerUser, type TestApp } from './test-app';

/**
 * An administrator for tests outside the back office's own (the partner's refunds and earnings checked
 * against the operator's screens): registered, promoted the operator's way, and left as enrolling an
 * authenticator app leaves an account and its session (docs/decisions/second-factors.md), so the admin
 * routes' guard lets it in with or without the second-factor check.
 */
export async function registerOperator(t: TestApp, overrides: Record<string, string> = {}) {
  const user = await registerUser(t, overrides);
  await setUserRole({ db: t.db, email: user.email, role: 'admin' });
  const userId = user.user.id as string;
  const now = new Date();
  await t.db.insert(twoFactor).values({ userId, secret: 'not-a-real-key', confirmedAt: now });
  await t.db
    .update(session)
    .set({ secondFactorAt: now, secondFactorMethod: 'totp' })
    .where(eq(session.userId, userId));
  return user;
}
