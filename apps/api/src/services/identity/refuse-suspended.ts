import { eq } from 'drizzle-orm';
import { SUSPENDED_MESSAGE } from '@restora/shared/contracts/admin-users';
import type { Database } from '../../db/client';
import { session } from '../../db/schema/auth';
import { userInfo } from '../../db/schema/profiles';
import { AppError } from '../../errors';

/**
 * Called after the password (or a passkey) was checked and a session made: a suspended or deleted account's
 * new session is ended at once and the sign-in refused (docs/decisions/admin-users.md). The read waits for a suspension being
 * committed (FOR SHARE against its row lock), so a session made while an administrator suspends the
 * account is either ended by the suspension or refused here.
 */
export async function refuseSuspended(db: Database, userId: string, sessionToken: string) {
  const [profile] = await db
    .select({ suspendedAt: userInfo.suspendedAt, deletedAt: userInfo.deletedAt })
    .from(userInfo)
    .where(eq(userInfo.id, userId))
    .for('share');
  if (!profile?.suspendedAt && !profile?.deletedAt) return;
  await db.delete(session).where(eq(session.token, sessionToken));
  // A deleted account has no way in left (delete-account.ts); should one remain, it opens nothing, and is
  // answered as a way in that is not known.
  if (profile.deletedAt) throw new AppError('unauthenticated', 'Please sign in to continue.');
  throw new AppError('forbidden', SUSPENDED_MESSAGE);
}
