import { APIError } from 'better-auth/api';
import type { SignInInput } from '@restora/shared/contracts/auth';
import type { Auth } from '../../auth/auth';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { AppError, tooManyRequests } from '../../errors';
import { recordHit } from '../rate-limit/consume-rate-limit';
import { holdForSecondFactor } from './sign-in-challenge';
import { getSessionUser } from './get-session-user';
import { knownDeviceToken } from './known-device';
import { refuseSuspended } from './refuse-suspended';
import {
  accountCeilingRetryAfter,
  clearPairFailures,
  isKnownDevice,
  pairRetryAfter,
  recordSignInFailure,
  type SignInLimits,
} from './sign-in-limits';

type Options = {
  db: Database;
  auth: Auth;
  input: SignInInput;
  requestHeaders: Headers;
  ip: string;
  limits: SignInLimits & { perIp: RateLimitRule };
  /** The known-device token this browser holds, if any (services/identity/known-device.ts). */
  knownDevice: string | undefined;
};

// One message for an unknown e-mail and a wrong password: the answer must not reveal which accounts exist.
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const TOO_MANY_FAILURES = 'Too many failed sign-in attempts. Please wait and try again.';
export const ACCOUNT_CEILING =
  'Too many failed sign-in attempts on this account. Please wait, or reset your password.';

/**
 * Signs in with e-mail and password; returns the user, the session cookies and a new known-device token.
 * Every attempt counts against the caller's address. Failed ones slow down that address on that account,
 * and past the account's ceiling only a known device may try (docs/decisions/sessions-and-sign-in.md).
 */
export async function signIn({ db, auth, input, requestHeaders, ip, limits, knownDevice }: Options) {
  const { email } = input;
  const byIp = await recordHit({ db, key: `sign-in:ip:${ip}`, rule: limits.perIp });
  if (byIp.count > limits.perIp.max) throw tooManyRequests(byIp.retryAfterSeconds);
  const pairWait = await pairRetryAfter(db, email, ip, limits.perPair);
  if (pairWait > 0) throw tooManyRequests(pairWait, TOO_MANY_FAILURES);
  const ceilingWait = await accountCeilingRetryAfter(db, email, limits.perAccount);
  if (ceilingWait > 0 && !(await isKnownDevice(db, auth, email, knownDevice))) {
    throw tooManyRequests(ceilingWait, ACCOUNT_CEILING);
  }

  let signedIn;
  try {
    signedIn = await auth.api.signInEmail({
      body: { email, password: input.password, rememberMe: true },
      headers: requestHeaders,
      returnHeaders: true,
    });
  } catch (error) {
    if (error instanceof APIError && (error.statusCode === 401 || error.statusCode === 400)) {
      await recordSignInFailure(db, email, ip, limits);
      throw new AppError('unauthenticated', INVALID_CREDENTIALS);
    }
    throw error;
  }
  const { headers, response } = signedIn;
  await clearPairFailures(db, email, ip);
  await refuseSuspended(db, response.user.id, response.token);
  // An account with a second factor gets no session yet: a code opens it (docs/decisions/second-factors.md).
  const held = await holdForSecondFactor({ db, userId: response.user.id, sessionToken: response.token });
  if (held) return { secondFactorChallenge: held.token, secondFactorMethods: held.methods };
  return {
    user: await getSessionUser({ db, userId: response.user.id }),
    headers,
    knownDevice: await knownDeviceToken(auth, response.user.id),
  };
}
