import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { sessionResponseSchema } from '@restora/shared/contracts/auth';
import {
  backupCodesSchema,
  confirmSecondFactorSetupSchema,
  organisationSecondFactorSchema,
  regenerateBackupCodesSchema,
  secondFactorProofSchema,
  secondFactorSetupSchema,
  secondFactorStatusSchema,
  startSecondFactorSetupSchema,
  stepUpResponseSchema,
  turnOffSecondFactorSchema,
} from '@restora/shared/contracts/second-factor';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import { rememberDevice } from '../../http/known-device-cookie';
import { auditActor } from '../../http/audit-actor';
import {
  errorResponse,
  idParams,
  jsonBody,
  jsonContent,
  notSignedIn,
  partnerOnly,
  type AppRouteHandler,
} from '../../http/openapi';
import { createRouter } from '../../http/router';
import { clearSecondFactorChallenge, readSecondFactorChallenge } from '../../http/second-factor-cookie';
import { currentSessionId, currentUserId, forwardCookies, requireUser } from '../../http/session';
import { knownDeviceToken } from '../../services/identity/known-device';
import { completeSecondFactorSignIn } from '../../services/identity/complete-sign-in';
import { getSecondFactorStatus } from '../../services/identity/get-second-factor-status';
import { regenerateBackupCodes, turnOffSecondFactor } from '../../services/identity/manage-second-factor';
import {
  confirmSecondFactorSetup,
  startSecondFactorSetup,
} from '../../services/identity/set-up-second-factor';
import {
  getOrganisationSecondFactor,
  setOrganisationSecondFactor,
} from '../../services/identity/organisation-rule';
import { stepUpSession } from '../../services/identity/step-up';

// Second factors (docs/decisions/second-factors.md): an authenticator app set up from the account screen,
// sign-in's second step, a step-up, and turning it off.

/** Codes are limited like sign-in: attempts per address, wrong codes per account. */
const codeLimits = (c: Context<AppEnv>) => ({
  perIp: c.var.settings.rateLimits.signInIp,
  perAccount: c.var.settings.rateLimits.signInPair,
});
const passwordLimit = (c: Context<AppEnv>) => c.var.settings.rateLimits.signInPair;
const wrongCode = errorResponse('Invalid input, or a wrong or used code (fields.code)');
const tooMany = errorResponse('Too many attempts from this address, or too many wrong codes on this account');

const statusRoute = createRoute({
  method: 'get',
  path: '/profile/second-factor',
  tags: ['account'],
  summary: "The account's authenticator app, what this session proved, and who asks for one",
  middleware: requireUser(),
  responses: { 200: jsonContent(secondFactorStatusSchema, 'The status'), 401: notSignedIn },
});
const statusHandler: AppRouteHandler<typeof statusRoute> = async (c) => {
  const status = await getSecondFactorStatus({
    db: c.var.db,
    userId: currentUserId(c),
    sessionId: currentSessionId(c),
  });
  return c.json(status, 200);
};

const setupRoute = createRoute({
  method: 'post',
  path: '/profile/second-factor/setup',
  tags: ['account'],
  summary: 'Start setting up an authenticator app: a new key, as an otpauth:// URI and as text',
  middleware: requireUser(),
  request: { body: jsonBody(startSecondFactorSetupSchema) },
  responses: {
    200: jsonContent(secondFactorSetupSchema, 'The key; the app is on once a first code confirms it'),
    400: errorResponse('Invalid input or a wrong password (fields.password)'),
    401: notSignedIn,
    409: errorResponse('An authenticator app is already set up'),
    429: errorResponse('Too many wrong passwords'),
  },
});
const setupHandler: AppRouteHandler<typeof setupRoute> = async (c) => {
  const setup = await startSecondFactorSetup({
    db: c.var.db,
    auth: c.var.auth,
    userId: currentUserId(c),
    password: c.req.valid('json').password,
    passwordLimit: passwordLimit(c),
  });
  return c.json(setup, 200);
};

const confirmRoute = createRoute({
  method: 'post',
  path: '/profile/second-factor/confirm',
  tags: ['account'],
  summary: 'Confirm the app with its first code: it is on, and the backup codes are shown (this once)',
  middleware: requireUser(),
  request: { body: jsonBody(confirmSecondFactorSetupSchema) },
  responses: {
    200: jsonContent(backupCodesSchema, 'On; this session has passed the second factor'),
    400: wrongCode,
    401: notSignedIn,
    409: errorResponse('No set-up was started, or the app is already on'),
    429: tooMany,
  },
});
const confirmHandler: AppRouteHandler<typeof confirmRoute> = async (c) => {
  const codes = await confirmSecondFactorSetup({
    db: c.var.db,
    auth: c.var.auth,
    userId: currentUserId(c),
    sessionId: currentSessionId(c),
    code: c.req.valid('json').code,
    ip: clientIp(c),
    limits: codeLimits(c),
    now: new Date(),
  });
  return c.json(codes, 200);
};

const backupCodesRoute = createRoute({
  method: 'post',
  path: '/profile/second-factor/backup-codes',
  tags: ['account'],
  summary: 'New backup codes (shown this once); the old ones stop working',
  middleware: requireUser(),
  request: { body: jsonBody(regenerateBackupCodesSchema) },
  responses: {
    200: jsonContent(backupCodesSchema, 'The new codes'),
    400: errorResponse('Invalid input or a wrong password (fields.password)'),
    401: notSignedIn,
    409: errorResponse('No authenticator app is set up'),
    429: errorResponse('Too many wrong passwords'),
  },
});
const backupCodesHandler: AppRouteHandler<typeof backupCodesRoute> = async (c) => {
  const codes = await regenerateBackupCodes({
    db: c.var.db,
    auth: c.var.auth,
    userId: currentUserId(c),
    password: c.req.valid('json').password,
    passwordLimit: passwordLimit(c),
  });
  return c.json(codes, 200);
};

const turnOffRoute = createRoute({
  method: 'post',
  path: '/profile/second-factor/disable',
  tags: ['account'],
  summary: 'Turn the authenticator app off, with the password and a code (or a backup code)',
  middleware: requireUser(),
  request: { body: jsonBody(turnOffSecondFactorSchema) },
  responses: {
    204: { description: 'Off; no session keeps a passed second factor' },
    400: errorResponse('Invalid input, a wrong password (fields.password) or a wrong code (fields.code)'),
    401: notSignedIn,
    409: errorResponse('No authenticator app is set up'),
    429: tooMany,
  },
});
const turnOffHandler: AppRouteHandler<typeof turnOffRoute> = async (c) => {
  const { password, method, code } = c.req.valid('json');
  await turnOffSecondFactor({
    db: c.var.db,
    auth: c.var.auth,
    userId: currentUserId(c),
    password,
    method,
    code,
    ip: clientIp(c),
    passwordLimit: passwordLimit(c),
    limits: codeLimits(c),
    now: new Date(),
  });
  return c.body(null, 204);
};

const signInStepRoute = createRoute({
  method: 'post',
  path: '/auth/sign-in/second-factor',
  tags: ['auth'],
  summary: "Sign-in's second step: the code from the app (or a backup code) after a right password",
  request: { body: jsonBody(secondFactorProofSchema) },
  responses: {
    200: jsonContent(sessionResponseSchema, 'Signed in; the session cookie is set'),
    400: wrongCode,
    401: errorResponse('No live sign-in to finish (none, or older than 10 minutes): sign in again'),
    403: errorResponse('The account is suspended (docs/decisions/admin-users.md)'),
    429: tooMany,
  },
});
const signInStepHandler: AppRouteHandler<typeof signInStepRoute> = async (c) => {
  const { method, code } = c.req.valid('json');
  const { user, headers } = await completeSecondFactorSignIn({
    db: c.var.db,
    auth: c.var.auth,
    challenge: readSecondFactorChallenge(c),
    method,
    code,
    ip: clientIp(c),
    limits: codeLimits(c),
    requestHeaders: c.req.raw.headers,
    now: new Date(),
  });
  clearSecondFactorChallenge(c);
  forwardCookies(c, headers);
  // Signed in now: this browser is a known device, as after a sign-in without a second step.
  if (user) rememberDevice(c, await knownDeviceToken(c.var.auth, user.id));
  return c.json({ user }, 200);
};

const stepUpRoute = createRoute({
  method: 'post',
  path: '/auth/second-factor',
  tags: ['auth'],
  summary:
    'Prove the second factor again on this session (an action that asked for it answered 403 second_factor_required)',
  middleware: requireUser(),
  request: { body: jsonBody(secondFactorProofSchema) },
  responses: {
    200: jsonContent(stepUpResponseSchema, "This session's check is now"),
    400: wrongCode,
    401: notSignedIn,
    403: errorResponse('No authenticator app is set up (second_factor_setup_required)'),
    429: tooMany,
  },
});
const stepUpHandler: AppRouteHandler<typeof stepUpRoute> = async (c) => {
  const { method, code } = c.req.valid('json');
  const answer = await stepUpSession({
    db: c.var.db,
    auth: c.var.auth,
    userId: currentUserId(c),
    sessionId: currentSessionId(c),
    method,
    code,
    ip: clientIp(c),
    limits: codeLimits(c),
    now: new Date(),
  });
  return c.json(answer, 200);
};

const organisationRuleRoute = createRoute({
  method: 'get',
  path: '/partner/organisations/{id}/second-factor',
  tags: ['partners'],
  summary: 'Whether the organisation asks its members for a second factor',
  middleware: requireUser(),
  request: { params: idParams },
  responses: {
    200: jsonContent(organisationSecondFactorSchema, 'The rule'),
    ...partnerOnly,
    404: errorResponse('Not one of your organisations'),
  },
});
const organisationRuleHandler: AppRouteHandler<typeof organisationRuleRoute> = async (c) => {
  const rule = await getOrganisationSecondFactor({
    db: c.var.db,
    userId: currentUserId(c),
    organisationId: c.req.valid('param').id,
  });
  return c.json(rule, 200);
};

const setOrganisationRuleRoute = createRoute({
  method: 'put',
  path: '/partner/organisations/{id}/second-factor',
  tags: ['partners'],
  summary:
    'Ask every member for a second factor, or stop asking; turning it on needs this session to have passed one',
  middleware: requireUser(),
  request: { params: idParams, body: jsonBody(organisationSecondFactorSchema) },
  responses: {
    200: jsonContent(organisationSecondFactorSchema, 'The rule now'),
    400: errorResponse('Invalid input'),
    401: notSignedIn,
    403: errorResponse('Not a partner, or (to turn it on) no passed second factor on this session'),
    404: errorResponse('Not one of your organisations'),
  },
});
const setOrganisationRuleHandler: AppRouteHandler<typeof setOrganisationRuleRoute> = async (c) => {
  const rule = await setOrganisationSecondFactor({
    db: c.var.db,
    actor: auditActor(c, 'partner'),
    sessionId: currentSessionId(c),
    organisationId: c.req.valid('param').id,
    required: c.req.valid('json').required,
  });
  return c.json(rule, 200);
};

export const secondFactorRouter = createRouter()
  .openapi(statusRoute, statusHandler)
  .openapi(setupRoute, setupHandler)
  .openapi(confirmRoute, confirmHandler)
  .openapi(backupCodesRoute, backupCodesHandler)
  .openapi(turnOffRoute, turnOffHandler)
  .openapi(signInStepRoute, signInStepHandler)
  .openapi(stepUpRoute, stepUpHandler)
  .openapi(organisationRuleRoute, organisationRuleHandler)
  .openapi(setOrganisationRuleRoute, setOrganisationRuleHandler);
