import { eq } from 'drizzle-orm';
import type { Auth } from '../../auth/auth';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import {
  clearHits,
  clearHitsStartingWith,
  peekHits,
  recordHit,
  recordSlidingHit,
} from '../rate-limit/consume-rate-limit';
import { knownDeviceUserId } from './known-device';

/**
 * The counters of failed sign-ins (docs/decisions/sessions-and-sign-in.md). Failures count per account
 * and client address (the pair), so an attacker's failures slow the attacker's address only, and per
 * account across every address, a much higher ceiling against guessing spread over many addresses,
 * which a known device passes. Keys use the e-mail, so an address without an account counts the same.
 */
export type SignInLimits = { perPair: RateLimitRule; perAccount: RateLimitRule };

/** An e-mail holds no space (the contract checks it), so `pairKey(email, '')` starts only its own pairs. */
const pairKey = (email: string, ip: string) => `sign-in:pair:${email} ${ip}`;
const accountKey = (email: string) => `sign-in:account:${email}`;

/** The first wait of a pair past its free failures; each further failure doubles it, up to the window. */
export const FIRST_WAIT_SECONDS = 30;

/** How long after its last failure a pair that failed `failures` times waits before its next attempt. */
export function pairWaitSeconds(failures: number, rule: RateLimitRule): number {
  if (failures < rule.max) return 0;
  return Math.min(rule.windowSeconds, FIRST_WAIT_SECONDS * 2 ** (failures - rule.max));
}

/**
 * The seconds the pair must still wait before it may try again, 0 when it may try now. Its counter's
 * window ends a whole window after the last failure (recordSlidingHit), which dates that failure.
 */
export async function pairRetryAfter(db: Database, email: string, ip: string, rule: RateLimitRule) {
  const { count, secondsLeft } = await peekHits({ db, key: pairKey(email, ip) });
  const sinceLastFailure = rule.windowSeconds - secondsLeft;
  const wait = pairWaitSeconds(count, rule) - sinceLastFailure;
  return wait > 0 ? Math.ceil(wait) : 0;
}

/** Seconds until the account's ceiling opens again, or 0 when it is not reached. */
export async function accountCeilingRetryAfter(db: Database, email: string, rule: RateLimitRule) {
  const { count, retryAfterSeconds } = await peekHits({ db, key: accountKey(email) });
  return count >= rule.max ? retryAfterSeconds : 0;
}

/** Whether `token` is a known-device token of the account that signs in with `email`. */
export async function isKnownDevice(db: Database, auth: Auth, email: string, token: string | undefined) {
  const userId = token ? await knownDeviceUserId(auth, token) : null;
  if (!userId) return false;
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return account?.id === userId;
}

export async function recordSignInFailure(db: Database, email: string, ip: string, limits: SignInLimits) {
  await recordSlidingHit({ db, key: pairKey(email, ip), rule: limits.perPair });
  await recordHit({ db, key: accountKey(email), rule: limits.perAccount });
}

/**
 * A right password forgets its own pair's failures only: the ceiling stays, or each sign-in of the owner
 * would give a spread-out attack a fresh allowance.
 */
export async function clearPairFailures(db: Database, email: string, ip: string) {
  await clearHits({ db, key: pairKey(email, ip) });
}

/** Forgets every failed sign-in of the account, from every address (a password reset). */
export async function clearSignInFailures(db: Database, email: string) {
  await clearHits({ db, key: accountKey(email) });
  await clearHitsStartingWith({ db, prefix: pairKey(email, '') });
}
