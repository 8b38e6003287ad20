import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import type { ResetPasswordInput } from '@restora/shared/contracts/account';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { AppError } from '../../errors';
import { isCommonPassword } from './common-passwords';
import { knownDeviceToken } from './known-device';
import { clearSignInFailures } from './sign-in-limits';
import { enqueueMail } from '../mail/outbox';
import { clearHits } from '../rate-limit/consume-rate-limit';
import { findAccount } from './account-mail-target';
import { confirmPasswordKey } from './confirm-password';
import { linkExpired } from './link-expired';
import { peekLinkToken } from './one-time-links';

/**
 * Sets a new password from a reset link, through better-auth's reset flow: it spends the link and
 * changes the password in one transaction and ends every session of the account. Opening the mailed link
 * also proves the address, so it counts as verified; failed sign-ins are forgotten, and the browser that
 * did it becomes a known device, so the owner gets in whatever an attack does to the counters meanwhile
 * (docs/decisions/sessions-and-sign-in.md). Returns that browser's known-device token.
 */
export async function resetPassword({
  db,
  auth,
  input,
}: {
  db: Database;
  auth: Auth;
  input: Required<ResetPasswordInput>;
}): Promise<{ knownDevice: string }> {
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
    await clearSignInFailures(tx, account.email);
    await clearHits({ db: tx, key: confirmPasswordKey(account.id) });
    await enqueueMail(tx, {
      kind: 'account.password-changed',
      to: account.email,
      payload: { name: account.name ?? '' },
    });
  });
  return { knownDevice: await knownDeviceToken(auth, account.id) };
}
