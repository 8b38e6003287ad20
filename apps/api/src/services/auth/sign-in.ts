import { APIError } from 'better-auth/api';
import type { SignInInput } from '@restora/shared/contracts/auth';
import type { Auth } from '../../auth/auth';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { AppError, tooManyRequests } from '../../errors';
import { clearHits, peekHits, recordHit } from '../rate-limit/consume-rate-limit';
import { getSessionUser } from './get-session-user';
import { refuseSuspended } from './refuse-suspended';

type Options = {
  db: Database;
  auth: Auth;
  input: SignInInput;
  requestHeaders: Headers;
  ip: string;
  limits: { perIp: RateLimitRule; perAccount: RateLimitRule };
};

// One message for an unknown e-mail and a wrong password: the answer must not reveal which accounts exist.
export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Signs in with e-mail and password; returns the user and the session cookies. Every attempt counts
 * against the caller's address; failed attempts also count against the account, and a success clears
 * that account's count.
 */
export async function signIn({ db, auth, input, requestHeaders, ip, limits }: Options) {
  const accountKey = `sign-in:account:${input.email}`;
  const byIp = await recordHit({ db, key: `sign-in:ip:${ip}`, rule: limits.perIp });
  if (byIp.count > limits.perIp.max) throw tooManyRequests(byIp.retryAfterSeconds);
  const byAccount = await peekHits({ db, key: accountKey });
  if (byAccount.count >= limits.perAccount.max) {
    throw tooManyRequests(
      byAccount.retryAfterSeconds,
      'Too many failed sign-in attempts. Please wait and try again.',
    );
  }

  let signedIn;
  try {
    signedIn = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: requestHeaders,
      returnHeaders: true,
    });
  } catch (error) {
    if (error instanceof APIError && (error.statusCode === 401 || error.statusCode === 400)) {
      await recordHit({ db, key: accountKey, rule: limits.perAccount });
      throw new AppError('unauthenticated', INVALID_CREDENTIALS);
    }
    throw error;
  }
  const { headers, response } = signedIn;
  await clearHits({ db, key: accountKey });
  await refuseSuspended(db, response.user.id, response.token);
  return { user: await getSessionUser({ db, userId: response.user.id }), headers };
}
