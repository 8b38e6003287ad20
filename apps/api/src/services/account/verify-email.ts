import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { linkExpired } from './link-expired';
import { consumeLinkToken } from './one-time-links';
import type { VerifyEmailClaim } from './send-verification-mail';

/**
 * Marks the address verified when the link is live and the account still uses the address it was sent
 * to (a link to an address since replaced proves nothing about the new one).
 */
export async function verifyEmail({ db, token }: { db: Database; token: string }): Promise<void> {
  const raw = await consumeLinkToken(db, 'verify-email', token);
  if (!raw) throw linkExpired();
  const claim = JSON.parse(raw) as VerifyEmailClaim;
  const verified = await db
    .update(user)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(user.id, claim.userId), eq(user.email, claim.email)))
    .returning({ id: user.id });
  if (verified.length === 0) throw linkExpired();
}
