import { and, eq, isNull } from 'drizzle-orm';
import type { SecondFactorSetup } from '@restora/shared/contracts/second-factor';
import { SECOND_FACTOR_TEXTS as T } from '@restora/shared/domain/second-factor';
import type { Auth } from '../../auth/auth';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { twoFactor } from '../../db/schema/auth';
import { AppError } from '../../errors';
import { confirmPassword } from './confirm-password';
import { encryptKey, newBackupCodes, readFactor } from './factor-store';
import { proveSecondFactor, type CodeLimits } from './prove-second-factor';
import { markSessionPassed } from './session-marker';
import { base32Encode, newTotpSecret, otpauthUri } from './totp';

export const TOTP_ISSUER = 'Restora';

/**
 * Starts setting up an authenticator app (docs/decisions/second-factors.md): the password first, then a
 * new key, kept unconfirmed until the first code. Starting again replaces a key not yet confirmed; a
 * confirmed one must be turned off first (409).
 */
export async function startSecondFactorSetup({
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
}): Promise<SecondFactorSetup> {
  const person = await confirmPassword({
    db,
    auth,
    userId,
    password,
    field: 'password',
    limit: passwordLimit,
  });
  const key = newTotpSecret();
  const secret = await encryptKey(auth, key);
  const written = await db
    .insert(twoFactor)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secret, backupCodes: [], usedSteps: [], createdAt: new Date() },
      setWhere: isNull(twoFactor.confirmedAt),
    })
    .returning({ userId: twoFactor.userId });
  if (written.length === 0) throw new AppError('conflict', T.alreadyOn);
  return {
    secret: base32Encode(key),
    otpauthUri: otpauthUri({ key, account: person.email, issuer: TOTP_ISSUER }),
  };
}

/**
 * The first code confirms the app: from then on sign-in asks for it. Returns the backup codes, shown
 * this once. The code proves the second factor, so this session has passed it.
 */
export async function confirmSecondFactorSetup({
  db,
  auth,
  userId,
  sessionId,
  code,
  ip,
  limits,
  now,
}: {
  db: Database;
  auth: Auth;
  userId: string;
  sessionId: string;
  code: string;
  ip: string;
  limits: CodeLimits;
  now: Date;
}): Promise<{ backupCodes: string[] }> {
  const factor = await readFactor(db, userId);
  if (!factor) throw new AppError('conflict', T.startFirst);
  if (factor.confirmedAt) throw new AppError('conflict', T.alreadyOn);
  await proveSecondFactor({ db, auth, factor, method: 'totp', code, ip, limits, now });
  const { codes, hashes } = newBackupCodes();
  const confirmed = await db
    .update(twoFactor)
    .set({ confirmedAt: now, backupCodes: hashes })
    .where(
      and(eq(twoFactor.userId, userId), isNull(twoFactor.confirmedAt), eq(twoFactor.secret, factor.secret)),
    )
    .returning({ userId: twoFactor.userId });
  // Set up again (a new key) or confirmed by another request meanwhile.
  if (confirmed.length === 0) throw new AppError('conflict', T.startFirst);
  await markSessionPassed(db, sessionId, 'totp', now);
  return { backupCodes: codes };
}
