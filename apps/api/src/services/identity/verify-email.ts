import { and, eq } from 'drizzle-orm';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { getSessionUser } from './get-session-user';
import { refuseSuspended } from './refuse-suspended';
import { hasSecondFactor } from './factor-store';
import { linkExpired } from './link-expired';
import { consumeLinkToken } from './one-time-links';
import type { VerifyEmailClaim } from './send-verification-mail';

/**
 * Marks the address verified when the link is live and the account still uses the address it was sent
 * to (a link to an address since replaced proves nothing about the new one). The link mailed at
 * registration also signs the person in (docs/decisions/account-recovery.md): then the answer carries the
 * session's user, its cookie, and where the person was going.
 */
export async function verifyEmail({
  db,
  auth,
  token,
  requestHeaders,
}: {
  db: Database;
  auth: Auth;
  token: string;
  requestHeaders: Headers;
}) {
  const raw = await consumeLinkToken(db, 'verify-email', token);
  if (!raw) throw linkExpired();
  const claim = JSON.parse(raw) as VerifyEmailClaim;
  const verified = await db
    .update(user)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(user.id, claim.userId), eq(user.email, claim.email)))
    .returning({ id: user.id });
  if (verified.length === 0) throw linkExpired();
  // An account that has set up an authenticator app since it registered (the link lives a day) is not
  // signed in by the link: it signs in with its code too (docs/decisions/second-factors.md).
  if (!claim.signIn || (await hasSecondFactor(db, claim.userId))) {
    return { user: null, headers: undefined, returnTo: null };
  }

  const { headers, response } = await auth.api.signInWithLink({
    body: { userId: claim.userId },
    headers: requestHeaders,
    returnHeaders: true,
  });
  await refuseSuspended(db, claim.userId, response.token);
  return {
    user: await getSessionUser({ db, userId: claim.userId }),
    headers,
    returnTo: claim.signIn.returnTo,
  };
}
