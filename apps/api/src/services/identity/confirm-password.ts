import { and, eq } from 'drizzle-orm';
import { WRONG_PASSWORD } from '@restora/shared/domain/account-texts';
import type { Auth } from '../../auth/auth';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { account } from '../../db/schema/auth';
import { AppError, tooManyRequests } from '../../errors';
import { peekHits, recordHit } from '../rate-limit/consume-rate-limit';
import { findAccount, type AccountMailTarget } from './account-mail-target';

type Options = {
  db: Database;
  auth: Auth;
  userId: string;
  password: string;
  /** The form field the password was typed in, for the error. */
  field: string;
  /** Wrong passwords allowed per window (RATE_LIMIT_SIGN_IN_PAIR). */
  limit: RateLimitRule;
};

/** The wrong passwords a signed-in person typed to confirm a change; a password reset clears them. */
export const confirmPasswordKey = (userId: string) => `confirm-password:${userId}`;

/**
 * A signed-in person proves it is them before a change that matters (password, address, deletion):
 * returns their account once the password is right. Wrong guesses are limited per account, so a
 * left-open session cannot be used to try passwords without end; they have a counter of their own, so
 * failed sign-ins by others cannot stop the owner (docs/decisions/account-recovery.md).
 */
export async function confirmPassword({
  db,
  auth,
  userId,
  password,
  field,
  limit,
}: Options): Promise<AccountMailTarget> {
  const person = await findAccount(db, { id: userId });
  if (!person) throw new AppError('unauthenticated', 'Please sign in to continue.');
  const key = confirmPasswordKey(userId);
  const failures = await peekHits({ db, key });
  if (failures.count >= limit.max) {
    throw tooManyRequests(failures.retryAfterSeconds, 'Too many wrong passwords. Please wait and try again.');
  }
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .limit(1);
  const { password: hasher } = await auth.$context;
  const ok = credential?.hash ? await hasher.verify({ hash: credential.hash, password }) : false;
  if (!ok) {
    await recordHit({ db, key, rule: limit });
    throw new AppError('validation_failed', WRONG_PASSWORD, { [field]: WRONG_PASSWORD });
  }
  return person;
}
