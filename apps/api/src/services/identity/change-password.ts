import type { ChangePasswordInput } from '@restora/shared/contracts/account';
import type { Auth } from '../../auth/auth';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isCommonPassword } from './common-passwords';
import { enqueueMail } from '../mail/outbox';
import { confirmPassword } from './confirm-password';

type Options = {
  db: Database;
  auth: Auth;
  userId: string;
  input: Required<ChangePasswordInput>;
  requestHeaders: Headers;
  limit: RateLimitRule;
};

/**
 * Changes the password of the signed-in account, with the current one as proof. Every other session
 * ends; this one goes on under a new session (the cookie in the returned headers). A notice goes to the
 * account's address.
 */
export async function changePassword({ db, auth, userId, input, requestHeaders, limit }: Options) {
  const account = await confirmPassword({
    db,
    auth,
    userId,
    password: input.currentPassword,
    field: 'currentPassword',
    limit,
  });
  if (isCommonPassword(input.newPassword)) {
    throw new AppError('validation_failed', 'Some fields are not valid.', {
      newPassword: 'This password is too common',
    });
  }
  const { headers } = await auth.api.changePassword({
    body: {
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
      revokeOtherSessions: true,
    },
    headers: requestHeaders,
    returnHeaders: true,
  });
  await enqueueMail(db, {
    kind: 'account.password-changed',
    to: account.email,
    payload: { name: account.name ?? '' },
  });
  return { headers };
}
