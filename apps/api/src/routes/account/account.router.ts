import { createRoute } from '@hono/zod-openapi';
import {
  accountExportSchema,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  messageResponseSchema,
  resetLinkStatusSchema,
  resetPasswordSchema,
  tokenSchema,
  verifyEmailResponseSchema,
} from '@restora/shared/contracts/account';
import {
  EMAIL_CHANGE_SENT,
  EMAIL_CHANGED,
  EMAIL_VERIFIED,
  PASSWORD_RESET_DONE,
  RESET_LINK_SENT,
  VERIFICATION_SENT,
} from '@restora/shared/domain/account-texts';
import { sessionResponseSchema } from '@restora/shared/contracts/auth';
import { clientIp } from '../../http/client-ip';
import { rememberDevice } from '../../http/known-device-cookie';
import { errorResponse, jsonBody, jsonContent, notSignedIn, type AppRouteHandler } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { currentUserId, forwardCookies, requireUser } from '../../http/session';
import { changePassword } from '../../services/identity/change-password';
import { checkResetLink } from '../../services/identity/check-reset-link';
import { confirmEmailChange } from '../../services/identity/confirm-email-change';
import { deleteAccount } from '../../services/identity/delete-account';
import { exportAccountData } from '../../services/identity/export-account-data';
import { requestEmailChange } from '../../services/identity/request-email-change';
import { requestPasswordReset } from '../../services/identity/request-password-reset';
import { resendVerification } from '../../services/identity/resend-verification';
import { resetPassword } from '../../services/identity/reset-password';
import { verifyEmail } from '../../services/identity/verify-email';
import { getSessionUser } from '../../services/identity/get-session-user';
import { signOut } from '../../services/identity/sign-out';

// Account recovery and control (docs/decisions/account-recovery.md): the links mailed to a person, and
// the changes a signed-in person makes to their own account.

const message = jsonContent(messageResponseSchema, 'Done; the message says what happens next');
const linkExpired = errorResponse(
  'The link is unknown, used or expired (fields.token), or the input is invalid',
);

const forgotPasswordRoute = createRoute({
  method: 'post',
  path: '/auth/forgot-password',
  tags: ['account'],
  summary:
    'Mail a one-hour reset link, if the address has an account (the answer is the same either way, and the mail is written after it)',
  request: { body: jsonBody(forgotPasswordSchema) },
  responses: {
    200: message,
    400: errorResponse('Invalid e-mail'),
    429: errorResponse('Too many requests from this address'),
  },
});
const forgotPasswordHandler: AppRouteHandler<typeof forgotPasswordRoute> = async (c) => {
  const { rateLimits, publicUrl } = c.var.settings;
  await requestPasswordReset({
    db: c.var.db,
    logger: c.var.logger,
    email: c.req.valid('json').email,
    publicUrl,
    ip: clientIp(c),
    limits: { perIp: rateLimits.accountMailIp, perAccount: rateLimits.accountMailAccount },
  });
  return c.json({ message: RESET_LINK_SENT }, 200);
};

const resetPasswordRoute = createRoute({
  method: 'post',
  path: '/auth/reset-password',
  tags: ['account'],
  summary: "Set a new password with a reset link's token; every session of the account ends",
  request: { body: jsonBody(resetPasswordSchema) },
  responses: { 200: message, 400: linkExpired },
});
const resetPasswordHandler: AppRouteHandler<typeof resetPasswordRoute> = async (c) => {
  const { knownDevice } = await resetPassword({ db: c.var.db, auth: c.var.auth, input: c.req.valid('json') });
  rememberDevice(c, knownDevice);
  return c.json({ message: PASSWORD_RESET_DONE }, 200);
};

// A POST, so the token stays out of addresses and request logs; it reads only and spends nothing.
const checkResetLinkRoute = createRoute({
  method: 'post',
  path: '/auth/reset-password/check',
  tags: ['account'],
  summary: "Whether a reset link's token can still set a password (the link is not spent)",
  request: { body: jsonBody(tokenSchema) },
  responses: {
    200: jsonContent(resetLinkStatusSchema, 'valid is false for an unknown, used or expired link'),
    400: linkExpired,
  },
});
const checkResetLinkHandler: AppRouteHandler<typeof checkResetLinkRoute> = async (c) => {
  const valid = await checkResetLink({ db: c.var.db, token: c.req.valid('json').token });
  return c.json({ valid }, 200);
};

const verifyEmailRoute = createRoute({
  method: 'post',
  path: '/auth/verify-email',
  tags: ['account'],
  summary:
    "Confirm the account's e-mail address with the mailed link's token; the link mailed at registration also signs in",
  request: { body: jsonBody(tokenSchema) },
  responses: {
    200: jsonContent(
      verifyEmailResponseSchema,
      'Confirmed; after a registration link, signed in (the session cookie is set) with where to go on',
    ),
    400: linkExpired,
    403: errorResponse('The account is suspended (docs/decisions/admin-users.md)'),
  },
});
const verifyEmailHandler: AppRouteHandler<typeof verifyEmailRoute> = async (c) => {
  const { user, headers, returnTo } = await verifyEmail({
    db: c.var.db,
    auth: c.var.auth,
    token: c.req.valid('json').token,
    requestHeaders: c.req.raw.headers,
  });
  forwardCookies(c, headers);
  return c.json({ message: EMAIL_VERIFIED, user, returnTo }, 200);
};

const confirmEmailChangeRoute = createRoute({
  method: 'post',
  path: '/auth/confirm-email-change',
  tags: ['account'],
  summary: 'Move the account to its new address with the link mailed there; the old address is told',
  request: { body: jsonBody(tokenSchema) },
  responses: {
    200: message,
    400: linkExpired,
    409: errorResponse('Another account took the address meanwhile'),
  },
});
const confirmEmailChangeHandler: AppRouteHandler<typeof confirmEmailChangeRoute> = async (c) => {
  await confirmEmailChange({ db: c.var.db, token: c.req.valid('json').token });
  return c.json({ message: EMAIL_CHANGED }, 200);
};

const resendVerificationRoute = createRoute({
  method: 'post',
  path: '/profile/verification-email',
  tags: ['account'],
  summary: 'Mail the confirmation link for your address again',
  middleware: requireUser(),
  responses: {
    200: message,
    401: notSignedIn,
    409: errorResponse('The address is already verified'),
    429: errorResponse('Too many links asked for'),
  },
});
const resendVerificationHandler: AppRouteHandler<typeof resendVerificationRoute> = async (c) => {
  const { rateLimits, publicUrl } = c.var.settings;
  await resendVerification({
    db: c.var.db,
    userId: currentUserId(c),
    publicUrl,
    ip: clientIp(c),
    limits: { perIp: rateLimits.accountMailIp, perAccount: rateLimits.accountMailAccount },
  });
  return c.json({ message: VERIFICATION_SENT }, 200);
};

const changePasswordRoute = createRoute({
  method: 'post',
  path: '/profile/password',
  tags: ['account'],
  summary: 'Change your password (the current one required); your other sessions end',
  middleware: requireUser(),
  request: { body: jsonBody(changePasswordSchema) },
  responses: {
    200: jsonContent(sessionResponseSchema, 'Changed; this session goes on under a new cookie'),
    400: errorResponse('Wrong current password, or an invalid or common new one'),
    401: notSignedIn,
    429: errorResponse('Too many wrong passwords'),
  },
});
const changePasswordHandler: AppRouteHandler<typeof changePasswordRoute> = async (c) => {
  const userId = currentUserId(c);
  const { headers } = await changePassword({
    db: c.var.db,
    auth: c.var.auth,
    userId,
    input: c.req.valid('json'),
    requestHeaders: c.req.raw.headers,
    limit: c.var.settings.rateLimits.signInPair,
  });
  forwardCookies(c, headers);
  return c.json({ user: await getSessionUser({ db: c.var.db, userId }) }, 200);
};

const changeEmailRoute = createRoute({
  method: 'post',
  path: '/profile/email',
  tags: ['account'],
  summary:
    'Ask to change your e-mail address (password required); it changes when the link mailed there is opened. An address with an account of its own gets a notice instead; the answer is the same',
  middleware: requireUser(),
  request: { body: jsonBody(changeEmailSchema) },
  responses: {
    200: message,
    400: errorResponse('Wrong password, or an invalid or unchanged address'),
    401: notSignedIn,
    429: errorResponse('Too many attempts or links'),
  },
});
const changeEmailHandler: AppRouteHandler<typeof changeEmailRoute> = async (c) => {
  const { rateLimits, publicUrl } = c.var.settings;
  await requestEmailChange({
    db: c.var.db,
    auth: c.var.auth,
    logger: c.var.logger,
    userId: currentUserId(c),
    input: c.req.valid('json'),
    publicUrl,
    // Wrong passwords here are limited like one address's failed sign-ins (services/identity/confirm-password.ts).
    limits: { signInAccount: rateLimits.signInPair, perAccount: rateLimits.accountMailAccount },
  });
  return c.json({ message: EMAIL_CHANGE_SENT }, 200);
};

const exportRoute = createRoute({
  method: 'get',
  path: '/profile/export',
  tags: ['account'],
  summary: 'Download my data: profile, bookings, orders, plans and reviews as one JSON file',
  middleware: requireUser(),
  responses: { 200: jsonContent(accountExportSchema, 'Your data (sent as an attachment)'), 401: notSignedIn },
});
const exportHandler: AppRouteHandler<typeof exportRoute> = async (c) => {
  const data = await exportAccountData({ db: c.var.db, userId: currentUserId(c) });
  c.header('Content-Disposition', `attachment; filename="restora-data-${data.exportedAt.slice(0, 10)}.json"`);
  c.header('Cache-Control', 'no-store');
  return c.json(data, 200);
};

const deleteAccountRoute = createRoute({
  method: 'delete',
  path: '/profile',
  tags: ['account'],
  summary: 'Delete your account (password required); bookings and orders keep their records without you',
  middleware: requireUser(),
  request: { body: jsonBody(deleteAccountSchema) },
  responses: {
    204: { description: 'Deleted and signed out' },
    400: errorResponse('Wrong password'),
    401: notSignedIn,
    429: errorResponse('Too many wrong passwords'),
  },
});
const deleteAccountHandler: AppRouteHandler<typeof deleteAccountRoute> = async (c) => {
  await deleteAccount({
    db: c.var.db,
    auth: c.var.auth,
    userId: currentUserId(c),
    password: c.req.valid('json').password,
    limit: c.var.settings.rateLimits.signInPair,
  });
  // The sessions are gone with the account; this clears the cookie.
  const { headers } = await signOut({ auth: c.var.auth, requestHeaders: c.req.raw.headers });
  forwardCookies(c, headers);
  return c.body(null, 204);
};

export const accountRouter = createRouter()
  .openapi(forgotPasswordRoute, forgotPasswordHandler)
  .openapi(resetPasswordRoute, resetPasswordHandler)
  .openapi(checkResetLinkRoute, checkResetLinkHandler)
  .openapi(verifyEmailRoute, verifyEmailHandler)
  .openapi(confirmEmailChangeRoute, confirmEmailChangeHandler)
  .openapi(resendVerificationRoute, resendVerificationHandler)
  .openapi(changePasswordRoute, changePasswordHandler)
  .openapi(changeEmailRoute, changeEmailHandler)
  .openapi(exportRoute, exportHandler)
  .openapi(deleteAccountRoute, deleteAccountHandler);
