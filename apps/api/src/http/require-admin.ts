import { and, eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { SECOND_FACTOR_TEXTS as T } from '@restora/shared/domain/second-factor';
import { passkey, session, twoFactor } from '../db/schema/auth';
import { userInfo } from '../db/schema/profiles';
import { AppError } from '../errors';
import type { AppEnv } from './app-env';
import { currentSessionId, loadSession } from './session';

/**
 * 401 for a visitor, 403 for a signed-in user whose role is not admin, and 403 for an administrator
 * whose session has not passed a second factor (docs/decisions/second-factors.md): the code
 * `second_factor_setup_required` when the account has neither an authenticator app nor a passkey,
 * `second_factor_required` when it has one this session has not proved (opened before it was set up
 * elsewhere; docs/decisions/passkeys.md).
 */
export function requireAdmin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const userId = await loadSession(c);
    if (!userId) throw new AppError('unauthenticated', 'Please sign in to continue.');
    const [access] = await c.var.db
      .select({
        role: userInfo.role,
        appOn: twoFactor.confirmedAt,
        passkey: sql<boolean>`exists (select 1 from ${passkey} where ${passkey.userId} = ${userInfo.id})`,
        proved: session.secondFactorAt,
      })
      .from(userInfo)
      .leftJoin(twoFactor, eq(twoFactor.userId, userInfo.id))
      .leftJoin(session, and(eq(session.id, currentSessionId(c)), eq(session.userId, userInfo.id)))
      .where(eq(userInfo.id, userId));
    if (access?.role !== 'admin') throw new AppError('forbidden', 'This needs an administrator.');
    if (!access.appOn && !access.passkey) throw new AppError('second_factor_setup_required', T.adminSetup);
    if (!access.proved) throw new AppError('second_factor_required', T.adminCode);
    await next();
  };
}
