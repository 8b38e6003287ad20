import { and, eq, isNotNull } from 'drizzle-orm';
import type { SecondFactorMethod } from '@restora/shared/contracts/second-factor';
import { SECOND_FACTOR_TEXTS as T } from '@restora/shared/domain/second-factor';
import type { Auth } from '../../auth/auth';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { twoFactor } from '../../db/schema/auth';
import { AppError } from '../../errors';
import { confirmPassword } from './confirm-password';
import { newBackupCodes, readFactor } from './factor-store';
import { proveSecondFactor, type CodeLimits } from './prove-second-factor';
import { forgetSessionsPassed } from './session-marker';

// Backup codes again, and turning the app off (docs/decisions/second-factors.md).

async function confirmedFactor(db: Database, userId: string) {
  const factor = await readFactor(db, userId);
  if (!factor?.confirmedAt) throw new AppError('conflict', T.notOn);
  return factor;
}

/** New backup codes, shown once; the old ones stop working. Asks for the password. */
export async function regenerateBackupCodes({
  db,
  auth,
  userId,
  password,
  passwordLimit,
}: {
  db: Database;
  auth: Auth;
  userId: string;
  password: string;
  passwordLimit: RateLimitRule;
}): Promise<{ backupCodes: string[] }> {
  await confirmPassword({ db, auth, userId, password, field: 'password', limit: passwordLimit });
  await confirmedFactor(db, userId);
  const { codes, hashes } = newBackupCodes();
  await db
    .update(twoFactor)
    .set({ backupCodes: hashes })
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.confirmedAt)));
  return { backupCodes: codes };
}

/**
 * Turns the app off: the password and a code (or a backup code). No session keeps a passed second
 * factor; an administrator must set one up again before the back office opens.
 */
export async function turnOffSecondFactor({
  db,
  auth,
  userId,
  password,
  method,
  code,
  ip,
  passwordLimit,
  limits,
  now,
}: {
  db: Database;
  auth: Auth;
  userId: string;
  password: string;
  method: SecondFactorMethod;
  code: string;
  ip: string;
  passwordLimit: RateLimitRule;
  limits: CodeLimits;
  now: Date;
}): Promise<void> {
  await confirmPassword({ db, auth, userId, password, field: 'password', limit: passwordLimit });
  const factor = await confirmedFactor(db, userId);
  await proveSecondFactor({ db, auth, factor, method, code, ip, limits, now });
  await db.transaction(async (tx) => {
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await forgetSessionsPassed(tx, userId);
  });
}
