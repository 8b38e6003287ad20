import type { MiddlewareHandler } from 'hono';
import { partnerSecondFactorRefusal } from '../services/identity/organisation-rule';
import type { AppEnv } from './app-env';
import { currentSessionId, loadSession } from './session';

/**
 * Before every /api/partner/* route: a member of an organisation that asks for a second factor gets a 403
 * until this session has passed one (docs/decisions/second-factors.md). A visitor goes on (the route
 * answers 401), and so does the invitation, which makes members.
 */
export function partnerSecondFactor(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.path.startsWith('/api/partner/invitation/')) return next();
    const userId = await loadSession(c);
    if (userId) {
      const refusal = await partnerSecondFactorRefusal(c.var.db, { userId, sessionId: currentSessionId(c) });
      if (refusal) throw refusal;
    }
    await next();
  };
}
