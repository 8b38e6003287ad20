import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  finishPasskeyRegistrationSchema,
  passkeyAssertionSchema,
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeySchema,
  passkeySignInResponseSchema,
  removePasskeySchema,
  startPasskeyRegistrationSchema,
} from '@restora/shared/contracts/passkeys';
import { stepUpResponseSchema } from '@restora/shared/contracts/second-factor';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import { rememberDevice } from '../../http/known-device-cookie';
import { errorResponse, jsonBody, jsonContent, notSignedIn, type AppRouteHandler } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { clearSecondFactorChallenge, readSecondFactorChallenge } from '../../http/second-factor-cookie';
import { currentSessionId, currentUserId, forwardCookies, requireUser } from '../../http/session';
import { knownDeviceToken } from '../../services/identity/known-device';
import { listPasskeys, removePasskey } from '../../services/identity/manage-passkeys';
import { passkeySignInOptions, signInWithPasskey } from '../../services/identity/passkey-sign-in';
import { passkeyStepUpOptions, stepUpWithPasskey } from '../../services/identity/passkey-step-up';
import {
  finishPasskeyRegistration,
  startPasskeyRegistration,
} from '../../services/identity/register-passkey';
import { relyingParty } from '../../services/identity/relying-party';

// Passkeys (docs/decisions/passkeys.md): added and removed from the account screen, used to sign in
// without a password or as sign-in's second step, and for a step-up.

const rp = (c: Context<AppEnv>) => relyingParty(c.var.settings.publicUrl);
const passwordLimit = (c: Context<AppEnv>) => c.var.settings.rateLimits.signInPair;
const badAnswer = errorResponse(
  "The browser's answer could not be checked, was for another request, or names an unknown passkey (fields.credential)",
);
const passkeyIdParams = z.object({ id: z.string().min(1).max(64) });

const listRoute = createRoute({
  method: 'get',
  path: '/profile/passkeys',
  tags: ['account'],
  summary: "The account's passkeys",
  middleware: requireUser(),
  responses: { 200: jsonContent(passkeyListSchema, 'Oldest first'), 401: notSignedIn },
});
const listHandler: AppRouteHandler<typeof listRoute> = async (c) =>
  c.json(await listPasskeys(c.var.db, currentUserId(c)), 200);

const registrationOptionsRoute = createRoute({
  method: 'post',
  path: '/profile/passkeys/options',
  tags: ['account'],
  summary: 'Start adding a passkey, with the password: the options for navigator.credentials.create',
  middleware: requireUser(),
  request: { body: jsonBody(startPasskeyRegistrationSchema) },
  responses: {
    200: jsonContent(passkeyOptionsSchema, 'Good for 5 minutes, for this session'),
    400: errorResponse('Invalid input or a wrong password (fields.password)'),
    401: notSignedIn,
    409: errorResponse('The account has as many passkeys as it may'),
    429: errorResponse('Too many wrong passwords'),
  },
});
const registrationOptionsHandler: AppRouteHandler<typeof registrationOptionsRoute> = async (c) => {
  const options = await startPasskeyRegistration({
    db: c.var.db,
    auth: c.var.auth,
    rp: rp(c),
    userId: currentUserId(c),
    sessionId: currentSessionId(c),
    password: c.req.valid('json').password,
    passwordLimit: passwordLimit(c),
    now: new Date(),
  });
  return c.json(options, 200);
};

const registerRoute = createRoute({
  method: 'post',
  path: '/profile/passkeys',
  tags: ['account'],
  summary: 'Add the passkey the browser made; this session has then passed a second factor',
  middleware: requireUser(),
  request: { body: jsonBody(finishPasskeyRegistrationSchema) },
  responses: {
    201: jsonContent(passkeySchema, 'Added'),
    400: badAnswer,
    401: notSignedIn,
    409: errorResponse('Already added, or the account has as many passkeys as it may'),
  },
});
const registerHandler: AppRouteHandler<typeof registerRoute> = async (c) => {
  const { name, credential } = c.req.valid('json');
  const added = await finishPasskeyRegistration({
    db: c.var.db,
    rp: rp(c),
    userId: currentUserId(c),
    sessionId: currentSessionId(c),
    name,
    credential,
    now: new Date(),
  });
  return c.json(added, 201);
};

const removeRoute = createRoute({
  method: 'delete',
  path: '/profile/passkeys/{id}',
  tags: ['account'],
  summary: 'Remove one of the account’s passkeys, with the password',
  middleware: requireUser(),
  request: { params: passkeyIdParams, body: jsonBody(removePasskeySchema) },
  responses: {
    204: { description: 'Removed' },
    400: errorResponse('Invalid input or a wrong password (fields.password)'),
    401: notSignedIn,
    404: errorResponse('Not one of your passkeys'),
    429: errorResponse('Too many wrong passwords'),
  },
});
const removeHandler: AppRouteHandler<typeof removeRoute> = async (c) => {
  await removePasskey({
    db: c.var.db,
    auth: c.var.auth,
    userId: currentUserId(c),
    id: c.req.valid('param').id,
    password: c.req.valid('json').password,
    passwordLimit: passwordLimit(c),
  });
  return c.body(null, 204);
};

const signInOptionsRoute = createRoute({
  method: 'post',
  path: '/auth/sign-in/passkey/options',
  tags: ['auth'],
  summary:
    "Options for navigator.credentials.get: any of this site's passkeys, or, right after a right password, that account's",
  responses: {
    200: jsonContent(passkeyOptionsSchema, 'Good for 5 minutes'),
    409: errorResponse('The account the password was right for has no passkeys'),
    429: errorResponse('Too many attempts from this address'),
  },
});
const signInOptionsHandler: AppRouteHandler<typeof signInOptionsRoute> = async (c) => {
  const options = await passkeySignInOptions({
    db: c.var.db,
    rp: rp(c),
    secondStep: readSecondFactorChallenge(c),
    ip: clientIp(c),
    perIp: c.var.settings.rateLimits.signInIp,
    now: new Date(),
  });
  return c.json(options, 200);
};

const signInRoute = createRoute({
  method: 'post',
  path: '/auth/sign-in/passkey',
  tags: ['auth'],
  summary: 'Sign in with a passkey (without a password, or as the second step after one)',
  request: { body: jsonBody(passkeyAssertionSchema) },
  responses: {
    200: jsonContent(passkeySignInResponseSchema, 'Signed in; the session cookie is set'),
    400: badAnswer,
    403: errorResponse('The account is suspended (docs/decisions/admin-users.md)'),
    429: errorResponse('Too many attempts from this address'),
  },
});
const signInHandler: AppRouteHandler<typeof signInRoute> = async (c) => {
  const { user, headers, secondStep } = await signInWithPasskey({
    db: c.var.db,
    auth: c.var.auth,
    rp: rp(c),
    credential: c.req.valid('json').credential,
    secondStep: readSecondFactorChallenge(c),
    ip: clientIp(c),
    perIp: c.var.settings.rateLimits.signInIp,
    requestHeaders: c.req.raw.headers,
    now: new Date(),
  });
  if (secondStep) clearSecondFactorChallenge(c);
  forwardCookies(c, headers);
  // Signed in: this browser is a known device (docs/decisions/sessions-and-sign-in.md).
  rememberDevice(c, await knownDeviceToken(c.var.auth, user.id));
  return c.json({ user }, 200);
};

const stepUpOptionsRoute = createRoute({
  method: 'post',
  path: '/auth/second-factor/passkey/options',
  tags: ['auth'],
  summary: 'Options for navigator.credentials.get to prove a passkey again on this session (a step-up)',
  middleware: requireUser(),
  responses: {
    200: jsonContent(passkeyOptionsSchema, "The account's passkeys; good for 5 minutes, for this session"),
    401: notSignedIn,
    409: errorResponse('The account has no passkeys'),
  },
});
const stepUpOptionsHandler: AppRouteHandler<typeof stepUpOptionsRoute> = async (c) => {
  const options = await passkeyStepUpOptions({
    db: c.var.db,
    rp: rp(c),
    userId: currentUserId(c),
    sessionId: currentSessionId(c),
    now: new Date(),
  });
  return c.json(options, 200);
};

const stepUpRoute = createRoute({
  method: 'post',
  path: '/auth/second-factor/passkey',
  tags: ['auth'],
  summary: "Prove a passkey again on this session: the session's check is now",
  middleware: requireUser(),
  request: { body: jsonBody(passkeyAssertionSchema) },
  responses: {
    200: jsonContent(stepUpResponseSchema, "This session's check is now"),
    400: badAnswer,
    401: notSignedIn,
  },
});
const stepUpHandler: AppRouteHandler<typeof stepUpRoute> = async (c) => {
  const answer = await stepUpWithPasskey({
    db: c.var.db,
    rp: rp(c),
    userId: currentUserId(c),
    sessionId: currentSessionId(c),
    credential: c.req.valid('json').credential,
    now: new Date(),
  });
  return c.json(answer, 200);
};

export const passkeysRouter = createRouter()
  .openapi(listRoute, listHandler)
  .openapi(registrationOptionsRoute, registrationOptionsHandler)
  .openapi(registerRoute, registerHandler)
  .openapi(removeRoute, removeHandler)
  .openapi(signInOptionsRoute, signInOptionsHandler)
  .openapi(signInRoute, signInHandler)
  .openapi(stepUpOptionsRoute, stepUpOptionsHandler)
  .openapi(stepUpRoute, stepUpHandler);
