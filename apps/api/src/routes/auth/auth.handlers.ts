import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import { forwardCookies, loadSession } from '../../http/session';
import { getSessionUser } from '../../services/auth/get-session-user';
import { signIn } from '../../services/auth/sign-in';
import { signUp } from '../../services/auth/sign-up';
import type { getSessionRoute, signInRoute, signOutRoute, signUpRoute } from './auth.routes';

export const signUpHandler: RouteHandler<typeof signUpRoute, AppEnv> = async (c) => {
  const { userId, headers } = await signUp({
    db: c.var.db,
    auth: c.var.auth,
    input: c.req.valid('json'),
    requestHeaders: c.req.raw.headers,
    ip: clientIp(c),
    limit: c.var.settings.rateLimits.signUpIp,
  });
  forwardCookies(c, headers);
  return c.json({ user: await getSessionUser({ db: c.var.db, userId }) }, 201);
};

export const signInHandler: RouteHandler<typeof signInRoute, AppEnv> = async (c) => {
  const { userId, headers } = await signIn({
    db: c.var.db,
    auth: c.var.auth,
    input: c.req.valid('json'),
    requestHeaders: c.req.raw.headers,
    ip: clientIp(c),
    limits: {
      perIp: c.var.settings.rateLimits.signInIp,
      perAccount: c.var.settings.rateLimits.signInAccount,
    },
  });
  forwardCookies(c, headers);
  return c.json({ user: await getSessionUser({ db: c.var.db, userId }) }, 200);
};

export const signOutHandler: RouteHandler<typeof signOutRoute, AppEnv> = async (c) => {
  if (await loadSession(c)) {
    const { headers } = await c.var.auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
    forwardCookies(c, headers);
  }
  return c.body(null, 204);
};

export const getSessionHandler: RouteHandler<typeof getSessionRoute, AppEnv> = async (c) => {
  const userId = await loadSession(c);
  const user = userId ? await getSessionUser({ db: c.var.db, userId }) : null;
  return c.json({ user }, 200);
};
