import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { userInfo } from '../db/schema/profiles';
import { AppError } from '../errors';
import type { AppEnv } from './app-env';
import { loadSession } from './session';

/** 401 for a visitor, 403 for a signed-in user whose role is not admin. */
export function requireAdmin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const userId = await loadSession(c);
    if (!userId) throw new AppError('unauthenticated', 'Please sign in to continue.');
    const [profile] = await c.var.db
      .select({ role: userInfo.role })
      .from(userInfo)
      .where(eq(userInfo.id, userId));
    if (profile?.role !== 'admin') throw new AppError('forbidden', 'This needs an administrator.');
    await next();
  };
}
