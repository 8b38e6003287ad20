import { APIError } from 'better-auth/api';
import type { RegisterInput, SignUpResponse } from '@restora/shared/contracts/auth';
import { safeReturnPath } from '@restora/shared/domain/safe-return-path';
import type { Auth } from '../../auth/auth';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { AppError, tooManyRequests } from '../../errors';
import type { Logger } from '../../logger';
import { findAccount } from './account-mail-target';
import { afterAnswer } from '../jobs/after-answer';
import { recordHit } from '../rate-limit/consume-rate-limit';
import { sendSignUpMail } from './sign-up-mail';
import { isCommonPassword } from './common-passwords';

type Options = {
  db: Database;
  auth: Auth;
  logger: Logger;
  input: RegisterInput;
  requestHeaders: Headers;
  ip: string;
  limits: { perIp: RateLimitRule; mailPerAccount: RateLimitRule };
  /** Where the mailed links point. */
  publicUrl: string;
};

/**
 * Registers an address without telling whether it already had an account (docs/decisions/account-recovery.md,
 * "No account enumeration"): the answer, its headers (no session) and its time are the same. A new address
 * gets its account, unverified, and a link that confirms it and signs in; the owner of a registered one is
 * told that someone tried, and nothing else changes. better-auth hashes the password either way; the mail
 * is written after the answer.
 */
export async function signUp({
  db,
  auth,
  logger,
  input,
  requestHeaders,
  ip,
  limits,
  publicUrl,
}: Options): Promise<SignUpResponse> {
  if (isCommonPassword(input.password)) {
    throw new AppError('validation_failed', 'Some fields are not valid.', {
      password: 'This password is too common',
    });
  }
  const hits = await recordHit({ db, key: `sign-up:ip:${ip}`, rule: limits.perIp });
  if (hits.count > limits.perIp.max) throw tooManyRequests(hits.retryAfterSeconds);

  let createdId: string | null;
  try {
    // For a registered address better-auth answers a made-up user, whose id no account has.
    const { user } = await auth.api.signUpEmail({
      body: { name: input.name, email: input.email, password: input.password },
      headers: requestHeaders,
    });
    createdId = user.id;
  } catch (error) {
    // Two sign-ups of one new address at once: the second finds the first one's account when it writes.
    if (!(error instanceof APIError && (await findAccount(db, { email: input.email })))) throw error;
    createdId = null;
  }
  const returnTo = safeReturnPath(input.returnTo);
  afterAnswer(logger, 'sign-up mail', () =>
    sendSignUpMail({
      db,
      email: input.email,
      createdId,
      returnTo,
      publicUrl,
      mailLimit: limits.mailPerAccount,
    }),
  );
  return { status: 'check-email', email: input.email };
}
