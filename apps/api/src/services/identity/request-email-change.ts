import type { ChangeEmailInput } from '@restora/shared/contracts/account';
import type { Auth } from '../../auth/auth';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { AppError, tooManyRequests } from '../../errors';
import type { Logger } from '../../logger';
import { afterAnswer } from '../jobs/after-answer';
import { enqueueMail } from '../mail/outbox';
import { recordHit } from '../rate-limit/consume-rate-limit';
import { findAccount, type AccountMailTarget } from './account-mail-target';
import { confirmPassword } from './confirm-password';
import { createLinkToken } from './one-time-links';

/** What a change-of-address link carries: whose address, from what, to what. */
export type EmailChangeClaim = { userId: string; oldEmail: string; newEmail: string };

export const EMAIL_TAKEN = 'An account with this email already exists.';

type Options = {
  db: Database;
  auth: Auth;
  logger: Logger;
  userId: string;
  input: Required<ChangeEmailInput>;
  publicUrl: string;
  limits: { signInAccount: RateLimitRule; perAccount: RateLimitRule };
};

/**
 * Asks to move the account to a new address: the password proves it is the owner, and a link mailed to
 * the new address proves that address is theirs too. Until it is opened the account keeps the old one.
 * Whether another account has the new address is not told (docs/decisions/account-recovery.md): the answer
 * is the same, and the mail, written after it, is a notice to that account instead of a link.
 */
export async function requestEmailChange({ db, auth, logger, userId, input, publicUrl, limits }: Options) {
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
  const hits = await recordHit({ db, key: `change-email:account:${userId}`, rule: limits.perAccount });
  if (hits.count > limits.perAccount.max) {
    throw tooManyRequests(
      hits.retryAfterSeconds,
      'We have sent several links already. Please check your inbox, or try again later.',
    );
  }
  afterAnswer(logger, 'change of address mail', () =>
    mailNewAddress({ db, account, newEmail: input.newEmail, publicUrl }),
  );
}

async function mailNewAddress({
  db,
  account,
  newEmail,
  publicUrl,
}: {
  db: Database;
  account: AccountMailTarget;
  newEmail: string;
  publicUrl: string;
}) {
  const holder = await findAccount(db, { email: newEmail });
  if (holder) {
    await enqueueMail(db, {
      kind: 'account.email-in-use',
      to: newEmail,
      payload: { name: holder.name ?? '' },
    });
    return;
  }
  await db.transaction(async (tx) => {
    const claim: EmailChangeClaim = { userId: account.id, oldEmail: account.email, newEmail };
    const token = await createLinkToken(tx, 'change-email', JSON.stringify(claim));
    await enqueueMail(tx, {
      kind: 'account.change-email',
      to: newEmail,
      payload: { name: account.name ?? '', newEmail, url: `${publicUrl}/confirm-email?token=${token}` },
    });
  });
}
