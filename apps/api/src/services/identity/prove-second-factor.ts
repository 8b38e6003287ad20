import type { SecondFactorMethod } from '@restora/shared/contracts/second-factor';
import { SECOND_FACTOR_TEXTS as T } from '@restora/shared/domain/second-factor';
import type { Auth } from '../../auth/auth';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { AppError, tooManyRequests } from '../../errors';
import { peekHits, recordHit } from '../rate-limit/consume-rate-limit';
import { decryptKey, spendBackupCode, spendTotpStep, type Factor } from './factor-store';
import { totpStep, verifyTotp } from './totp';

/**
 * Codes are limited like sign-in (docs/decisions/second-factors.md): every attempt counts against the
 * caller's address (the sign-in per-address rule), and wrong codes against the account, whatever the
 * route (sign-in's second step, a step-up, turning it off), with sign-in's per-pair rule: 5 in 15 minutes.
 */
export type CodeLimits = { perIp: RateLimitRule; perAccount: RateLimitRule };

const ipKey = (ip: string) => `second-factor:ip:${ip}`;
const accountKey = (userId: string) => `second-factor:account:${userId}`;

const wrong = (message: string) => new AppError('validation_failed', message, { code: message });

/** Checks the limits before a code is tried; throws 429 when one is reached. */
async function checkLimits(db: Database, userId: string, ip: string, limits: CodeLimits) {
  const byIp = await recordHit({ db, key: ipKey(ip), rule: limits.perIp });
  if (byIp.count > limits.perIp.max) throw tooManyRequests(byIp.retryAfterSeconds);
  const failures = await peekHits({ db, key: accountKey(userId) });
  if (failures.count >= limits.perAccount.max)
    throw tooManyRequests(failures.retryAfterSeconds, T.tooManyWrong);
}

/** The TOTP code against the app's key at `now`: spends its step, or throws a 400 on `code`. */
async function checkTotp(db: Database, auth: Auth, factor: Factor, code: string, now: Date) {
  const check = verifyTotp({
    key: await decryptKey(auth, factor.secret),
    code,
    now,
    usedSteps: factor.usedSteps,
  });
  if (!check.ok) throw wrong(check.reason === 'replayed' ? T.usedCode : T.wrongCode);
  // Two requests with the same code: the first to write its step wins.
  if (!(await spendTotpStep(db, factor.userId, check.step, totpStep(now)))) throw wrong(T.usedCode);
}

/**
 * Proves the second factor with a code from the app or a backup code (spent). A wrong code counts
 * against the account and answers 400 on the field `code`. `factor` must be the account's row.
 */
export async function proveSecondFactor({
  db,
  auth,
  factor,
  method,
  code,
  ip,
  limits,
  now,
}: {
  db: Database;
  auth: Auth;
  factor: Factor;
  method: SecondFactorMethod;
  code: string;
  ip: string;
  limits: CodeLimits;
  now: Date;
}): Promise<SecondFactorMethod> {
  await checkLimits(db, factor.userId, ip, limits);
  try {
    if (method === 'totp') await checkTotp(db, auth, factor, code, now);
    else if (!(await spendBackupCode(db, factor.userId, code))) throw wrong(T.wrongBackupCode);
  } catch (error) {
    if (error instanceof AppError && error.code === 'validation_failed')
      await recordHit({ db, key: accountKey(factor.userId), rule: limits.perAccount });
    throw error;
  }
  return method;
}
