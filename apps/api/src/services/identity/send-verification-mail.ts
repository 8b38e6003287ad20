import type { Database } from '../../db/client';
import { enqueueMail } from '../mail/outbox';
import type { AccountMailTarget } from './account-mail-target';
import { createLinkToken } from './one-time-links';

/**
 * What a confirmation link proves: this account owned this address when the link was sent. The link
 * mailed at registration also signs in (`signIn`) and goes on to where the person was going.
 */
export type VerifyEmailClaim = { userId: string; email: string; signIn?: { returnTo: string | null } };

/** Mails the link that confirms the account's address (at registration, and again on request). */
export async function sendVerificationMail({
  db,
  account,
  publicUrl,
  signIn,
}: {
  db: Database;
  account: AccountMailTarget;
  publicUrl: string;
  signIn?: VerifyEmailClaim['signIn'];
}) {
  await db.transaction(async (tx) => {
    const claim: VerifyEmailClaim = { userId: account.id, email: account.email, ...(signIn && { signIn }) };
    const token = await createLinkToken(tx, 'verify-email', JSON.stringify(claim));
    await enqueueMail(tx, {
      kind: 'account.verify-email',
      to: account.email,
      payload: { name: account.name ?? '', url: `${publicUrl}/verify-email?token=${token}` },
    });
  });
}
