import { createRoute } from '@hono/zod-openapi';
import {
  registerSchema,
  sessionResponseSchema,
  signInSchema,
  signUpResponseSchema,
} from '@restora/shared/contracts/auth';
import { signInResponseSchema } from '@restora/shared/contracts/second-factor';
import { clientIp } from '../../http/client-ip';
import { readKnownDevice, rememberDevice } from '../../http/known-device-cookie';
import { errorResponse, jsonBody, jsonContent, type AppRouteHandler } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { setSecondFactorChallenge } from '../../http/second-factor-cookie';
import { forwardCookies, loadSession } from '../../http/session';
import { getSessionUser } from '../../services/identity/get-session-user';
import { signIn } from '../../services/identity/sign-in';
import { signOut } from '../../services/identity/sign-out';
import { signUp } from '../../services/identity/sign-up';

const signUpRoute = createRoute({
  method: 'post',
  path: '/auth/sign-up',
  tags: ['auth'],
  summary:
    'Register: a new address gets its account and a link that confirms it and signs in; the owner of a registered one is told someone tried. The answer is the same either way (no session)',
  request: { body: jsonBody(registerSchema) },
  responses: {
    201: jsonContent(signUpResponseSchema, 'A message is on its way to the address'),
    400: errorResponse('Invalid or common password, invalid name, e-mail or return path'),
    429: errorResponse('Too many sign-ups from this address'),
  },
});
const signUpHandler: AppRouteHandler<typeof signUpRoute> = async (c) => {
  const { rateLimits, publicUrl } = c.var.settings;
  const answer = await signUp({
    db: c.var.db,
    auth: c.var.auth,
    logger: c.var.logger,
    input: c.req.valid('json'),
    requestHeaders: c.req.raw.headers,
    ip: clientIp(c),
    limits: { perIp: rateLimits.signUpIp, mailPerAccount: rateLimits.accountMailAccount },
    publicUrl,
  });
  return c.json(answer, 201);
};

const signInRoute = createRoute({
  method: 'post',
  path: '/auth/sign-in',
  tags: ['auth'],
  summary: 'Sign in with e-mail and password',
  request: { body: jsonBody(signInSchema) },
  responses: {
    200: jsonContent(
      signInResponseSchema,
      'Signed in (the session cookie is set); or, for an account with a second factor, no user yet and secondFactorRequired: the code goes to /auth/sign-in/second-factor',
    ),
    400: errorResponse('Invalid input'),
    401: errorResponse('Invalid email or password'),
    403: errorResponse('The account is suspended (docs/decisions/admin-users.md)'),
    429: errorResponse('Too many attempts from this address, or too many failed ones on this account'),
  },
});
const signInHandler: AppRouteHandler<typeof signInRoute> = async (c) => {
  const { rateLimits } = c.var.settings;
  const signedIn = await signIn({
    db: c.var.db,
    auth: c.var.auth,
    input: c.req.valid('json'),
    requestHeaders: c.req.raw.headers,
    ip: clientIp(c),
    limits: {
      perIp: rateLimits.signInIp,
      perPair: rateLimits.signInPair,
      perAccount: rateLimits.signInAccount,
    },
    knownDevice: readKnownDevice(c),
  });
  // A second factor to enter before the session opens (docs/decisions/second-factors.md).
  if (signedIn.secondFactorChallenge !== undefined) {
    setSecondFactorChallenge(c, signedIn.secondFactorChallenge);
    const { secondFactorMethods } = signedIn;
    return c.json({ user: null, secondFactorRequired: true as const, secondFactorMethods }, 200);
  }
  const { user, headers, knownDevice } = signedIn;
  forwardCookies(c, headers);
  rememberDevice(c, knownDevice);
  return c.json({ user }, 200);
};

const signOutRoute = createRoute({
  method: 'post',
  path: '/auth/sign-out',
  tags: ['auth'],
  summary: 'End the session on the server and clear its cookie',
  responses: { 204: { description: 'Signed out (also when no session was open)' } },
});
const signOutHandler: AppRouteHandler<typeof signOutRoute> = async (c) => {
  if (await loadSession(c)) {
    const { headers } = await signOut({ auth: c.var.auth, requestHeaders: c.req.raw.headers });
    forwardCookies(c, headers);
  }
  return c.body(null, 204);
};

const getSessionRoute = createRoute({
  method: 'get',
  path: '/auth/session',
  tags: ['auth'],
  summary: 'The signed-in user with their profile, or null',
  responses: { 200: jsonContent(sessionResponseSchema, 'The session, if any') },
});
const getSessionHandler: AppRouteHandler<typeof getSessionRoute> = async (c) => {
  const userId = await loadSession(c);
  const user = userId ? await getSessionUser({ db: c.var.db, userId }) : null;
  return c.json({ user }, 200);
};

export const authRouter = createRouter()
  .openapi(signUpRoute, signUpHandler)
  .openapi(signInRoute, signInHandler)
  .openapi(signOutRoute, signOutHandler)
  .openapi(getSessionRoute, getSessionHandler);
