import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { findAccount } from './account-mail-target';
import { sendVerificationMail } from './send-verification-mail';
import { enqueueMail } from '../mail/outbox';
import { recordHit } from '../rate-limit/consume-rate-limit';

type Options = {
  db: Database;
  email: string;
  /** The account this sign-up made, or null when the address already had one. */
  createdId: string | null;
  returnTo: string | null;
  publicUrl: string;
  /** At most this many "someone tried" notices per account (RATE_LIMIT_ACCOUNT_MAIL_ACCOUNT). */
  mailLimit: RateLimitRule;
};

/**
 * The mail a registration sends, after its answer (docs/decisions/account-recovery.md): to a new account
 * the link that confirms the address and signs in, going on to `returnTo`; to the owner of an address that
 * already had an account, a notice that someone tried to register with it.
 */
export async function sendSignUpMail({ db, email, createdId, returnTo, publicUrl, mailLimit }: Options) {
  const account = await findAccount(db, { email });
  if (!account) return;
  if (account.id === createdId) {
    await sendVerificationMail({ db, account, publicUrl, signIn: { returnTo } });
    return;
  }
  const hits = await recordHit({ db, key: `sign-up-attempt:account:${account.id}`, rule: mailLimit });
  if (hits.count > mailLimit.max) return;
  await enqueueMail(db, {
    kind: 'account.sign-up-attempt',
    to: account.email,
    payload: { name: account.name ?? '' },
  });
}
