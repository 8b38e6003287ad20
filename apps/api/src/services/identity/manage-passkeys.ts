import { and, eq } from 'drizzle-orm';
import type { PasskeyList } from '@restora/shared/contracts/passkeys';
import { PASSKEY_TEXTS as T } from '@restora/shared/domain/passkeys';
import type { Auth } from '../../auth/auth';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { passkey } from '../../db/schema/auth';
import { AppError } from '../../errors';
import { confirmPassword } from './confirm-password';
import { hasSecondFactor } from './factor-store';
import { forgetSessionsPassed } from './session-marker';
import { listPasskeyRows, toPasskey } from './passkey-store';

export async function listPasskeys(db: Database, userId: string): Promise<PasskeyList> {
  return { items: (await listPasskeyRows(db, userId)).map(toPasskey) };
}

/**
 * Removes one of the account's passkeys, with the password (docs/decisions/passkeys.md). When it was the
 * account's last second factor, no session keeps having passed one, as when the app is turned off.
 */
export async function removePasskey({
  db,
  auth,
  userId,
  id,
  password,
  passwordLimit,
}: {
  db: Database;
  auth: Auth;
  userId: string;
  id: string;
  password: string;
  passwordLimit: RateLimitRule;
}): Promise<void> {
  const [own] = await db
    .select({ id: passkey.id })
    .from(passkey)
    .where(and(eq(passkey.id, id), eq(passkey.userId, userId)));
  if (!own) throw new AppError('not_found', T.notFound);
  await confirmPassword({ db, auth, userId, password, field: 'password', limit: passwordLimit });
  const removed = await db
    .delete(passkey)
    .where(and(eq(passkey.id, id), eq(passkey.userId, userId)))
    .returning({ id: passkey.id });
  if (removed.length === 0) throw new AppError('not_found', T.notFound);
  if (!(await hasSecondFactor(db, userId))) await forgetSessionsPassed(db, userId);
}
