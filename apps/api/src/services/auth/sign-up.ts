import { APIError } from 'better-auth/api';
import type { RegisterInput } from '@restora/shared/contracts/auth';
import type { Auth } from '../../auth/auth';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { AppError, tooManyRequests } from '../../errors';
import { recordHit } from '../rate-limit/consume-rate-limit';
import { isCommonPassword } from './common-passwords';
import { getSessionUser } from './get-session-user';

type Options = {
  db: Database;
  auth: Auth;
  input: Required<RegisterInput>;
  requestHeaders: Headers;
  ip: string;
  limit: RateLimitRule;
};

/** Creates the account and its profile and signs the new user in. Returns the user and the session cookies. */
export async function signUp({ db, auth, input, requestHeaders, ip, limit }: Options) {
  if (isCommonPassword(input.password)) {
    throw new AppError('validation_failed', 'Some fields are not valid.', {
      password: 'This password is too common',
    });
  }
  const hits = await recordHit({ db, key: `sign-up:ip:${ip}`, rule: limit });
  if (hits.count > limit.max) throw tooManyRequests(hits.retryAfterSeconds);

  try {
    const { headers, response } = await auth.api.signUpEmail({
      body: { name: input.name, email: input.email, password: input.password },
      headers: requestHeaders,
      returnHeaders: true,
    });
    return { user: await getSessionUser({ db, userId: response.user.id }), headers };
  } catch (error) {
    if (error instanceof APIError && /ALREADY_EXISTS/.test(String(error.body?.code))) {
      throw new AppError('conflict', 'An account with this email already exists.', {
        email: 'An account with this email already exists. Sign in instead?',
      });
    }
    throw error;
  }
}
