import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from './app-env';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Defence in depth against cross-site requests (cookies are already SameSite=Lax), on every unsafe
 * request under /api (docs/decisions/sessions-and-sign-in.md, "Cross-site requests"):
 * - `Sec-Fetch-Site`, when sent, must be `same-origin`. `same-site` (a sibling subdomain, which does get
 *   Lax cookies) and `cross-site` are refused, and so is `none`: that is a navigation the person typed or
 *   bookmarked, which is never a POST, PUT, PATCH or DELETE to the API (the site calls it with fetch).
 * - `Origin`, when sent, must be this site: a foreign one is refused, and so is `null` (what a sandboxed
 *   iframe or a cross-site redirect sends, so exactly how a forged form hides where it comes from).
 * A request with neither header is let through: servers, scripts and the in-process calls of the server
 * render (server-render.ts forwards neither) send none, and a browser always sends at least one.
 */
export function sameOrigin(publicUrl?: string): MiddlewareHandler<AppEnv> {
  const allowed = publicUrl ? new URL(publicUrl).host : undefined;
  return async (c, next) => {
    if (UNSAFE.has(c.req.method)) {
      const site = c.req.header('sec-fetch-site');
      const origin = c.req.header('origin');
      if (
        (site !== undefined && site !== 'same-origin') ||
        (origin !== undefined && !isOwnOrigin(origin, c.req.header('host'), allowed))
      ) {
        throw new AppError('forbidden', 'Cross-site requests are not allowed.');
      }
    }
    await next();
  };
}

/** Whether an Origin header names this site: the request's Host or the public address ('null' never). */
function isOwnOrigin(origin: string, requestHost: string | undefined, allowed: string | undefined): boolean {
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host !== '' && (host === requestHost || host === allowed);
}
