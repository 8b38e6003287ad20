import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { UNIQUE_VIOLATION, pgErrorCode } from '../../db/pg-error';
import { user } from '../../db/schema/auth';
import { AppError } from '../../errors';
import { enqueueMail } from '../mail/outbox';
import { findAccount } from './account-mail-target';
import { linkExpired } from './link-expired';
import { consumeLinkToken } from './one-time-links';
import { EMAIL_TAKEN, type EmailChangeClaim } from './request-email-change';

/**
 * Opens a change-of-address link: the account takes the new address (verified, since the link reached
 * it) and a notice goes to the old one, in one transaction. A link made before another change of address
 * no longer applies.
 */
export async function confirmEmailChange({ db, token }: { db: Database; token: string }): Promise<void> {
  const raw = await consumeLinkToken(db, 'change-email', token);
  if (!raw) throw linkExpired();
  const claim = JSON.parse(raw) as EmailChangeClaim;
  const account = await findAccount(db, { id: claim.userId });
  if (!account || account.email !== claim.oldEmail) throw linkExpired();
  try {
    await db.transaction(async (tx) => {
      const moved = await tx
        .update(user)
        .set({ email: claim.newEmail, emailVerified: true, updatedAt: new Date() })
        .where(and(eq(user.id, claim.userId), eq(user.email, claim.oldEmail)))
        .returning({ id: user.id });
      if (moved.length === 0) throw linkExpired();
      await enqueueMail(tx, {
        kind: 'account.email-changed',
        to: claim.oldEmail,
        payload: { name: account.name ?? '', newEmail: claim.newEmail },
      });
    });
  } catch (error) {
    // Someone registered the address after the link was sent.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new AppError('conflict', EMAIL_TAKEN);
    throw error;
  }
}
