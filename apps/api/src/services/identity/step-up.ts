import type { SecondFactorMethod } from '@restora/shared/contracts/second-factor';
import { SECOND_FACTOR_TEXTS as T, STEP_UP_MAX_AGE_SECONDS } from '@restora/shared/domain/second-factor';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { readFactor } from './factor-store';
import { proveSecondFactor, type CodeLimits } from './prove-second-factor';
import { markSessionPassed, type SecondFactorState } from './session-marker';

/**
 * Proves the second factor again on a signed-in session (a step-up, or a session opened before the app
 * was set up elsewhere): the session's check is now (docs/decisions/second-factors.md).
 */
export async function stepUpSession({
  db,
  auth,
  userId,
  sessionId,
  method,
  code,
  ip,
  limits,
  now,
}: {
  db: Database;
  auth: Auth;
  userId: string;
  sessionId: string;
  method: SecondFactorMethod;
  code: string;
  ip: string;
  limits: CodeLimits;
  now: Date;
}): Promise<{ verifiedAt: string }> {
  const factor = await readFactor(db, userId);
  if (!factor?.confirmedAt) throw new AppError('second_factor_setup_required', T.stepUpSetup);
  const used = await proveSecondFactor({ db, auth, factor, method, code, ip, limits, now });
  await markSessionPassed(db, sessionId, used, now);
  return { verifiedAt: now.toISOString() };
}

/**
 * Asks for a recent second factor before an action that moves money or grants power, reading with the
 * action's transaction: throws 403 second_factor_required (or _setup_required). Made by the route
 * (http/step-up.ts), which knows the session.
 */
export type StepUp = (tx: Database) => Promise<void>;

/**
 * For an action that moves money or grants power (a refund over the threshold, the admin role): the
 * session's last check must be at most STEP_UP_MAX_AGE_SECONDS old, else 403 `second_factor_required`,
 * which the site answers with a code dialog and a retry. An account without an app is not asked here:
 * who must have one is enforced where the session is let in (requireAdmin, an organisation's rule), and a
 * partner without one is prompted to set one up (docs/decisions/second-factors.md).
 */
export function requireRecentSecondFactor(state: SecondFactorState, now: Date): void {
  if (!state.enabled) return;
  const age = state.verifiedAt ? (now.getTime() - state.verifiedAt.getTime()) / 1000 : Infinity;
  if (age > STEP_UP_MAX_AGE_SECONDS) throw new AppError('second_factor_required', T.stepUp);
}
