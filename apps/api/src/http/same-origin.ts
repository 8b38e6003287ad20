import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from './app-env';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Defence in depth against cross-site requests (cookies are already SameSite=Lax): a browser sends Origin
 * on unsafe requests, and it must be this site.
 */
export function sameOrigin(publicUrl?: string): MiddlewareHandler<AppEnv> {
  const allowed = publicUrl ? new URL(publicUrl).host : undefined;
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (UNSAFE.has(c.req.method) && origin && origin !== 'null') {
      let host: string | undefined;
      try {
        host = new URL(origin).host;
      } catch {
        host = undefined;
      }
      if (!host || (host !== c.req.header('host') && host !== allowed)) {
        throw new AppError('forbidden', 'Cross-site requests are not allowed.');
      }
    }
    await next();
  };
}
