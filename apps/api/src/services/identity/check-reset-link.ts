import type { Database } from '../../db/client';
import { findAccount } from './account-mail-target';
import { peekLinkToken } from './one-time-links';

/**
 * Whether a reset link can still set a password, without spending it: the reset page asks when it opens,
 * so a dead link says so before anyone types (docs/decisions/account-recovery.md). The same test as the
 * reset itself makes first; unknown, used and expired links get the same answer.
 */
export async function checkResetLink({ db, token }: { db: Database; token: string }): Promise<boolean> {
  const userId = await peekLinkToken(db, 'reset-password', token);
  return userId !== null && (await findAccount(db, { id: userId })) !== undefined;
}
