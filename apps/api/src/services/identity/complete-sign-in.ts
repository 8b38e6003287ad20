import type { SecondFactorMethod } from '@restora/shared/contracts/second-factor';
import { SECOND_FACTOR_TEXTS as T } from '@restora/shared/domain/second-factor';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { getSessionUser } from './get-session-user';
import { refuseSuspended } from './refuse-suspended';
import { readFactor } from './factor-store';
import { proveSecondFactor, type CodeLimits } from './prove-second-factor';
import { peekChallenge, spendChallenge } from './sign-in-challenge';
import { markSessionPassed } from './session-marker';

const expired = () => new AppError('unauthenticated', T.signInExpired);

/**
 * Sign-in's second step: a right code (or backup code) for the challenge's account opens the session,
 * marked as having passed the second factor (docs/decisions/second-factors.md). Returns the user and
 * the session cookie's headers.
 */
export async function completeSecondFactorSignIn({
  db,
  auth,
  challenge,
  method,
  code,
  ip,
  limits,
  requestHeaders,
  now,
}: {
  db: Database;
  auth: Auth;
  challenge: string | undefined;
  method: SecondFactorMethod;
  code: string;
  ip: string;
  limits: CodeLimits;
  requestHeaders: Headers;
  now: Date;
}) {
  const userId = challenge ? await peekChallenge(db, challenge) : null;
  const factor = userId ? await readFactor(db, userId) : undefined;
  if (!challenge || !userId || !factor?.confirmedAt) throw expired();
  const used = await proveSecondFactor({ db, auth, factor, method, code, ip, limits, now });
  if ((await spendChallenge(db, challenge)) !== userId) throw expired();
  const { headers, response } = await auth.api.openSessionAfterSecondFactor({
    body: { userId },
    headers: requestHeaders,
    returnHeaders: true,
  });
  await refuseSuspended(db, userId, response.token);
  await markSessionPassed(db, response.sessionId, used, now);
  return { user: await getSessionUser({ db, userId }), headers };
}
