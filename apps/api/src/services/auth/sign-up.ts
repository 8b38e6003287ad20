import { APIError } from 'better-auth/api';
import type { RegisterInput } from '@restora/shared/contracts/auth';
import type { Auth } from '../../auth/auth';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { AppError, tooManyRequests } from '../../errors';
import { recordHit } from '../rate-limit/consume-rate-limit';
import { sendVerificationMail } from '../account/send-verification-mail';
import { isCommonPassword } from './common-passwords';
import { getSessionUser } from './get-session-user';

type Options = {
  db: Database;
  auth: Auth;
  input: Required<RegisterInput>;
  requestHeaders: Headers;
  ip: string;
  limit: RateLimitRule;
  /** Where the confirmation link points. */
  publicUrl: string;
};

/**
 * Creates the account and its profile, signs the new user in and mails the link that confirms the
 * address (docs/decisions/account-recovery.md). Returns the user and the session cookies.
 */
export async function signUp({ db, auth, input, requestHeaders, ip, limit, publicUrl }: Options) {
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
    const { user } = response;
    // After better-auth's transaction: a crash in between leaves an unconfirmed account, whose owner can
    // ask for the link again from /profile.
    await sendVerificationMail({
      db,
      account: { id: user.id, email: user.email, name: user.name, emailVerified: false },
      publicUrl,
    });
    return { user: await getSessionUser({ db, userId: user.id }), headers };
  } catch (error) {
    if (error instanceof APIError && /ALREADY_EXISTS/.test(String(error.body?.code))) {
      throw new AppError('conflict', 'An account with this email already exists.', {
        email: 'An account with this email already exists. Sign in instead?',
      });
    }
    throw error;
  }
}
