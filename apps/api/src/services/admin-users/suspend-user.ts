import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { session } from '../../db/schema/auth';
import { userInfo } from '../../db/schema/profiles';
import { AppError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { getAdminUser } from './get-admin-user';
import { lockAdmins, lockUser, refuseNoAdminLeft } from './admin-lock';

/**
 * Suspends an account in the caller's transaction: every session of it ends, and sign-in is refused until
 * it is unsuspended (docs/decisions/admin-users.md). An administrator cannot suspend themself, nor the last
 * administrator able to act. Answers when it was suspended, and whether this call did it.
 */
export async function suspendAccount(tx: Database, actor: AuditActor, id: string) {
  if (id === actor.userId) throw new AppError('conflict', 'You cannot suspend your own account.');
  const admins = await lockAdmins(tx);
  const before = await lockUser(tx, id);
  if (before.suspendedAt) return { suspendedAt: before.suspendedAt, changed: false };
  if (before.role === 'admin') refuseNoAdminLeft(admins, id);
  const suspendedAt = new Date();
  await tx.update(userInfo).set({ suspendedAt, updatedAt: suspendedAt }).where(eq(userInfo.id, id));
  const ended = await tx.delete(session).where(eq(session.userId, id)).returning({ id: session.id });
  await recordAudit(tx, actor, {
    action: 'user.suspend',
    object: { type: 'user', id },
    before: { suspendedAt: null },
    after: { suspendedAt, sessionsEnded: ended.length },
  });
  return { suspendedAt, changed: true };
}

/** Suspends an account from its back office page (docs/decisions/admin-users.md). */
export async function suspendUser({ db, actor, id }: { db: Database; actor: AuditActor; id: string }) {
  await db.transaction((tx) => suspendAccount(tx, actor, id));
  return getAdminUser({ db, id });
}

/** Lets a suspended account sign in again; its old sessions stay ended. */
export async function unsuspendUser({ db, actor, id }: { db: Database; actor: AuditActor; id: string }) {
  await db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    if (!before.suspendedAt) return;
    await tx.update(userInfo).set({ suspendedAt: null, updatedAt: new Date() }).where(eq(userInfo.id, id));
    await recordAudit(tx, actor, {
      action: 'user.unsuspend',
      object: { type: 'user', id },
      before: { suspendedAt: before.suspendedAt },
      after: { suspendedAt: null },
    });
  });
  return getAdminUser({ db, id });
}
