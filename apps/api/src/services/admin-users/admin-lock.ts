import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { userInfo } from '../../db/schema/profiles';
import { AppError } from '../../errors';

/**
 * Locks every administrator's profile row (FOR UPDATE) and returns the ids of those still able to act
 * (not suspended, not deleted). Two demotions or suspensions of different administrators take the same
 * locks, so the second waits, reads the first's result, and cannot leave Restora without an
 * administrator (docs/decisions/admin-users.md).
 */
export async function lockAdmins(tx: Database): Promise<string[]> {
  const rows = await tx
    .select({ id: userInfo.id, suspendedAt: userInfo.suspendedAt, deletedAt: userInfo.deletedAt })
    .from(userInfo)
    .where(eq(userInfo.role, 'admin'))
    .orderBy(userInfo.id)
    .for('update');
  return rows.filter((r) => r.suspendedAt === null && r.deletedAt === null).map((r) => r.id);
}

export function refuseNoAdminLeft(activeAdmins: string[], leaving: string) {
  if (!activeAdmins.some((id) => id !== leaving)) {
    throw new AppError(
      'conflict',
      'This is the last administrator: make another account an administrator first.',
    );
  }
}

/** The target account and its profile, its profile row locked; the profile is made if it is missing. */
export async function lockUser(tx: Database, id: string) {
  const [account] = await tx.select({ id: user.id }).from(user).where(eq(user.id, id));
  if (!account) throw new AppError('not_found', 'No such user');
  await tx.insert(userInfo).values({ id }).onConflictDoNothing();
  const [profile] = await tx
    .select({ role: userInfo.role, suspendedAt: userInfo.suspendedAt, deletedAt: userInfo.deletedAt })
    .from(userInfo)
    .where(eq(userInfo.id, id))
    .for('update');
  return profile!;
}
