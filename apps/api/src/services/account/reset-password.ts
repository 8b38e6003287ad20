import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import type { ResetPasswordInput } from '@restora/shared/contracts/account';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { AppError } from '../../errors';
import { isCommonPassword } from '../auth/common-passwords';
import { enqueueMail } from '../mail/outbox';
import { clearHits } from '../rate-limit/consume-rate-limit';
import { findAccount } from './account-mail-target';
import { linkExpired } from './link-expired';
import { peekLinkToken } from './one-time-links';

/**
 * Sets a new password from a reset link, through better-auth's reset flow: it spends the link and
 * changes the password in one transaction and ends every session of the account. Opening the mailed link
 * also proves the address, so it counts as verified; failed sign-ins are forgotten.
 */
export async function resetPassword({
  db,
  auth,
  input,
}: {
  db: Database;
  auth: Auth;
  input: Required<ResetPasswordInput>;
}) {
  if (isCommonPassword(input.password)) {
    throw new AppError('validation_failed', 'Some fields are not valid.', {
      password: 'This password is too common',
    });
  }
  const userId = await peekLinkToken(db, 'reset-password', input.token);
  const account = userId ? await findAccount(db, { id: userId }) : undefined;
  if (!account) throw linkExpired();
  try {
    await auth.api.resetPassword({ body: { newPassword: input.password, token: input.token } });
  } catch (error) {
    // Spent by a second click that won the race, or expired in between.
    if (error instanceof APIError && error.statusCode === 400) throw linkExpired();
    throw error;
  }
  await db.transaction(async (tx) => {
    await tx.update(user).set({ emailVerified: true, updatedAt: new Date() }).where(eq(user.id, account.id));
    await clearHits({ db: tx, key: `sign-in:account:${account.email}` });
    await enqueueMail(tx, {
      kind: 'account.password-changed',
      to: account.email,
      payload: { name: account.name ?? '' },
    });
  });
}
