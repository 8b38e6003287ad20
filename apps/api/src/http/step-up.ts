import type { Context } from 'hono';
import { secondFactorState } from '../services/identity/session-marker';
import { requireRecentSecondFactor, type StepUp } from '../services/identity/step-up';
import type { AppEnv } from './app-env';
import { currentSessionId, currentUserId } from './session';

/**
 * The step-up check of this request's session, for a service to call before a refund over the threshold
 * or a grant of the admin role (docs/decisions/second-factors.md). For routes behind requireUser().
 */
export function stepUpFor(c: Context<AppEnv>): StepUp {
  const userId = currentUserId(c);
  const sessionId = currentSessionId(c);
  return async (tx) =>
    requireRecentSecondFactor(await secondFactorState(tx, { userId, sessionId }), new Date());
}
