import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passkey, session, twoFactor, user } from '../../db/schema/auth';
import { recordAudit } from '../audit/record-audit';

/**
 * The operator's reset of an account's second factors, for an owner who lost them and their backup
 * codes (`npm run user:2fa-reset`, docs/decisions/second-factors.md): the app and the passkeys go, every
 * session of the account ends, and the audit trail records it (`user.second-factor-reset`, the operator's name as the
 * actor), all in one transaction. 'none' when the account had neither (nothing written).
 */
export async function resetSecondFactor({
  db,
  email,
  operator,
}: {
  db: Database;
  email: string;
  /** Who ran the command (`cli:<OS user>`): the audit record's actor. */
  operator: string;
}): Promise<'reset' | 'none' | 'unknown'> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, email.trim().toLowerCase()));
    if (!account) return 'unknown';
    const [removed] = await tx
      .delete(twoFactor)
      .where(eq(twoFactor.userId, account.id))
      .returning({ confirmedAt: twoFactor.confirmedAt });
    const passkeys = await tx
      .delete(passkey)
      .where(eq(passkey.userId, account.id))
      .returning({ id: passkey.id });
    if (!removed && passkeys.length === 0) return 'none';
    const ended = await tx
      .delete(session)
      .where(eq(session.userId, account.id))
      .returning({ id: session.id });
    await recordAudit(
      tx,
      { userId: operator, role: 'operator' },
      {
        action: 'user.second-factor-reset',
        object: { type: 'user', id: account.id },
        before: {
          authenticatorApp: removed ? (removed.confirmedAt ? 'on' : 'being set up') : 'off',
          passkeys: passkeys.length,
        },
        after: { authenticatorApp: 'off', passkeys: 0, sessionsEnded: ended.length },
      },
    );
    return 'reset';
  });
}
