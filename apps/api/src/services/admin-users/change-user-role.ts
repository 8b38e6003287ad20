import { eq } from 'drizzle-orm';
import type { Role } from '@restora/shared/contracts/auth';
import type { Database } from '../../db/client';
import { userInfo } from '../../db/schema/profiles';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import type { StepUp } from '../identity';
import { getAdminUser } from './get-admin-user';
import { lockAdmins, lockUser, refuseNoAdminLeft } from './admin-lock';

/**
 * Makes an account an administrator or a guest. The last administrator able to act is never demoted
 * (docs/decisions/admin-users.md); a change to the role it already has writes nothing. Granting the
 * admin role asks for a recent second factor (docs/decisions/second-factors.md).
 */
export async function changeUserRole({
  db,
  actor,
  id,
  role,
  stepUp,
}: {
  db: Database;
  actor: AuditActor;
  id: string;
  role: Role;
  stepUp: StepUp;
}) {
  await db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const before = await lockUser(tx, id);
    if (before.role === role) return;
    if (role === 'admin') await stepUp(tx);
    if (role !== 'admin') refuseNoAdminLeft(admins, id);
    await tx.update(userInfo).set({ role, updatedAt: new Date() }).where(eq(userInfo.id, id));
    await recordAudit(tx, actor, {
      action: 'user.role',
      object: { type: 'user', id },
      before: { role: before.role },
      after: { role },
    });
  });
  return getAdminUser({ db, id });
}
