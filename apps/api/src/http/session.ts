import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Auth } from '../auth/auth';
import { AppError } from '../errors';
import type { AppEnv } from './app-env';

/** Copies the Set-Cookie headers better-auth produced onto our response. */
export function forwardCookies(c: Context<AppEnv>, headers: Headers | undefined) {
  for (const cookie of headers?.getSetCookie() ?? []) c.header('Set-Cookie', cookie, { append: true });
}

const sessionCookieNames = new WeakMap<Auth, Promise<string>>();

/** The name better-auth gives its session cookie (with its prefix, and __Secure- over https). */
function sessionCookieName(auth: Auth) {
  let name = sessionCookieNames.get(auth);
  if (!name)
    sessionCookieNames.set(auth, (name = auth.$context.then((ctx) => ctx.authCookies.sessionToken.name)));
  return name;
}

/**
 * The signed-in user's id, or null. Looked up once per request; a session used past its refresh age is
 * extended (better-auth sends the renewed cookie, which we pass on). A request without a session cookie
 * is a visitor's: better-auth is not asked (it would find nothing, at about a millisecond of CPU).
 */
export async function loadSession(c: Context<AppEnv>): Promise<string | null> {
  if (c.var.userId !== undefined) return c.var.userId;
  if (getCookie(c, await sessionCookieName(c.var.auth)) === undefined) {
    c.set('userId', null);
    c.set('sessionId', null);
    return null;
  }
  const { headers, response } = await c.var.auth.api.getSession({
    headers: c.req.raw.headers,
    returnHeaders: true,
  });
  forwardCookies(c, headers);
  const userId = response?.user.id ?? null;
  c.set('userId', userId);
  c.set('sessionId', response?.session.id ?? null);
  return userId;
}

/** Routes behind this answer 401 to a visitor who is not signed in. */
export function requireUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!(await loadSession(c))) throw new AppError('unauthenticated', 'Please sign in to continue.');
    await next();
  };
}

/** The user id of a route behind requireUser(). */
export function currentUserId(c: Context<AppEnv>): string {
  const id = c.var.userId;
  if (!id) throw new AppError('unauthenticated', 'Please sign in to continue.');
  return id;
}

/** The session id of a route behind requireUser() (what it proved: services/identity/session-marker.ts). */
export function currentSessionId(c: Context<AppEnv>): string {
  const id = c.var.sessionId;
  if (!id) throw new AppError('unauthenticated', 'Please sign in to continue.');
  return id;
}
