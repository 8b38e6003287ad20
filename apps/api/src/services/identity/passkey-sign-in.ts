import type { AuthenticationCredential } from '@restora/shared/contracts/passkeys';
import type { Auth } from '../../auth/auth';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { AppError, tooManyRequests } from '../../errors';
import { getSessionUser } from './get-session-user';
import { refuseSuspended } from './refuse-suspended';
import { recordHit } from '../rate-limit/consume-rate-limit';
import { markSessionPassed } from './session-marker';
import { peekChallenge, spendChallenge as spendSignInChallenge } from './sign-in-challenge';
import { challengeExpired } from './passkey-challenge';
import { passkeyOptions, provePasskey } from './prove-passkey';
import type { RelyingParty } from './relying-party';

// Signing in with a passkey (docs/decisions/passkeys.md): with no password (any passkey of this site the
// browser holds, user verified), or as sign-in's second step after a right password (the passkeys of the
// account the password was right for). Either way the session opens having passed a second factor.

/** Every passkey request counts against the caller's address, with sign-in's per-address rule. */
async function countAttempt(db: Database, key: string, ip: string, rule: RateLimitRule) {
  const hit = await recordHit({ db, key: `${key}:ip:${ip}`, rule });
  if (hit.count > rule.max) throw tooManyRequests(hit.retryAfterSeconds);
}

export async function passkeySignInOptions({
  db,
  rp,
  secondStep,
  ip,
  perIp,
  now,
}: {
  db: Database;
  rp: RelyingParty;
  /** Sign-in's second-factor challenge cookie, when the password was right a moment ago. */
  secondStep: string | undefined;
  ip: string;
  perIp: RateLimitRule;
  now: Date;
}) {
  await countAttempt(db, 'passkey-options', ip, perIp);
  const userId = secondStep ? await peekChallenge(db, secondStep) : null;
  return passkeyOptions({ db, rp, binding: { purpose: 'sign-in', userId, sessionId: null }, now });
}

export async function signInWithPasskey({
  db,
  auth,
  rp,
  credential,
  secondStep,
  ip,
  perIp,
  requestHeaders,
  now,
}: {
  db: Database;
  auth: Auth;
  rp: RelyingParty;
  credential: AuthenticationCredential;
  secondStep: string | undefined;
  ip: string;
  perIp: RateLimitRule;
  requestHeaders: Headers;
  now: Date;
}) {
  await countAttempt(db, 'sign-in', ip, perIp);
  const { userId, binding } = await provePasskey({ db, rp, purpose: 'sign-in', credential, now });
  // Sign-in's second step: the password's challenge is spent with it, so it opens one session only.
  if (binding.userId !== null && (!secondStep || (await spendSignInChallenge(db, secondStep)) !== userId)) {
    throw challengeExpired();
  }
  const { headers, response } = await auth.api.openSessionAfterSecondFactor({
    body: { userId },
    headers: requestHeaders,
    returnHeaders: true,
  });
  await refuseSuspended(db, userId, response.token);
  await markSessionPassed(db, response.sessionId, 'passkey', now);
  const user = await getSessionUser({ db, userId });
  if (!user) throw new AppError('unauthenticated', 'Please sign in to continue.');
  return { user, headers, secondStep: binding.userId !== null };
}
