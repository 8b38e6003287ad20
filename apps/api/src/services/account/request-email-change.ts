import { eq } from 'drizzle-orm';
import type { ChangeEmailInput } from '@restora/shared/contracts/account';
import type { Auth } from '../../auth/auth';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { AppError, tooManyRequests } from '../../errors';
import { enqueueMail } from '../mail/outbox';
import { recordHit } from '../rate-limit/consume-rate-limit';
import { confirmPassword } from './confirm-password';
import { createLinkToken } from './one-time-links';

/** What a change-of-address link carries: whose address, from what, to what. */
export type EmailChangeClaim = { userId: string; oldEmail: string; newEmail: string };

export const EMAIL_TAKEN = 'An account with this email already exists.';

type Options = {
  db: Database;
  auth: Auth;
  userId: string;
  input: Required<ChangeEmailInput>;
  publicUrl: string;
  limits: { signInAccount: RateLimitRule; perAccount: RateLimitRule };
};

/**
 * Asks to move the account to a new address: the password proves it is the owner, and a link mailed to
 * the new address proves that address is theirs too. Until it is opened the account keeps the old one.
 */
export async function requestEmailChange({ db, auth, userId, input, publicUrl, limits }: Options) {
  const account = await confirmPassword({
    db,
    auth,
    userId,
    password: input.password,
    field: 'password',
    limit: limits.signInAccount,
  });
  if (input.newEmail === account.email) {
    throw new AppError('validation_failed', 'Some fields are not valid.', {
      newEmail: 'This is already your e-mail address',
    });
  }
  const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, input.newEmail)).limit(1);
  if (taken) throw new AppError('conflict', EMAIL_TAKEN, { newEmail: EMAIL_TAKEN });
  const hits = await recordHit({ db, key: `change-email:account:${userId}`, rule: limits.perAccount });
  if (hits.count > limits.perAccount.max) {
    throw tooManyRequests(
      hits.retryAfterSeconds,
      'We have sent several links already. Please check your inbox, or try again later.',
    );
  }
  await db.transaction(async (tx) => {
    const claim: EmailChangeClaim = { userId, oldEmail: account.email, newEmail: input.newEmail };
    const token = await createLinkToken(tx, 'change-email', JSON.stringify(claim));
    await enqueueMail(tx, {
      kind: 'account.change-email',
      to: input.newEmail,
      payload: {
        name: account.name ?? '',
        newEmail: input.newEmail,
        url: `${publicUrl}/confirm-email?token=${token}`,
      },
    });
  });
}
