import { createRoute } from '@hono/zod-openapi';
import {
  acceptedInvitationSchema,
  acceptInvitationSchema,
  adminPartnerApplicationSchema,
  approveApplicationSchema,
  declineApplicationSchema,
  invitationPreviewSchema,
  invitationTokenSchema,
  partnerApplicationListSchema,
  partnerApplicationsQuerySchema,
  partnerHomeSchema,
} from '@restora/shared/contracts/partners';
import {
  adminOnly,
  errorResponse,
  idParams,
  jsonBody,
  jsonContent,
  partnerOnly,
  type AppRouteHandler,
} from '../../http/openapi';
import { requireAdmin } from '../../http/require-admin';
import { auditActor } from '../../http/audit-actor';
import { createRouter } from '../../http/router';
import { currentUserId, forwardCookies, loadSession, requireUser } from '../../http/session';
import { acceptInvitation } from '../../services/partners/accept-invitation';
import { approvePartnerApplication } from '../../services/partners/approve-partner-application';
import { declinePartnerApplication } from '../../services/partners/decline-partner-application';
import { getPartnerApplication } from '../../services/partners/get-partner-application';
import { getPartnerHome } from '../../services/partners/get-partner-home';
import { listPartnerApplications } from '../../services/partners/list-partner-applications';
import { previewInvitation } from '../../services/partners/preview-invitation';

// Partner applications decided by admins, the invitations approval sends, and the partner console
// (docs/decisions/partners.md).

const guarded = adminOnly;
const application = jsonContent(adminPartnerApplicationSchema, 'The application, with its decision');
const invitationExpired = errorResponse(
  'Unknown, spent or expired invitation (fields.token), or invalid input',
);

const listApplicationsRoute = createRoute({
  method: 'get',
  path: '/admin/partner-applications',
  tags: ['admin'],
  summary: 'Partner applications, newest first, 50 a page, of one status or all (administrators only)',
  middleware: requireAdmin(),
  request: { query: partnerApplicationsQuerySchema },
  responses: {
    200: jsonContent(partnerApplicationListSchema, 'One page of applications'),
    400: errorResponse('Invalid status or page'),
    ...guarded,
  },
});
const listApplicationsHandler: AppRouteHandler<typeof listApplicationsRoute> = async (c) =>
  c.json(await listPartnerApplications({ db: c.var.db, ...c.req.valid('query') }), 200);

const getApplicationRoute = createRoute({
  method: 'get',
  path: '/admin/partner-applications/{id}',
  tags: ['admin'],
  summary: 'One partner application with every field (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams },
  responses: { 200: application, 404: errorResponse('No such application'), ...guarded },
});
const getApplicationHandler: AppRouteHandler<typeof getApplicationRoute> = async (c) =>
  c.json(await getPartnerApplication({ db: c.var.db, id: c.req.valid('param').id }), 200);

const approveRoute = createRoute({
  method: 'post',
  path: '/admin/partner-applications/{id}/approve',
  tags: ['admin'],
  summary: 'Approve: make the organisation and mail the applicant an invitation (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams, body: jsonBody(approveApplicationSchema) },
  responses: {
    200: application,
    400: errorResponse('Invalid note'),
    404: errorResponse('No such application'),
    409: errorResponse('Already decided'),
    ...guarded,
  },
});
const approveHandler: AppRouteHandler<typeof approveRoute> = async (c) =>
  c.json(
    await approvePartnerApplication({
      db: c.var.db,
      id: c.req.valid('param').id,
      actor: auditActor(c, 'operator'),
      note: c.req.valid('json').note,
      publicUrl: c.var.settings.publicUrl,
    }),
    200,
  );

const declineRoute = createRoute({
  method: 'post',
  path: '/admin/partner-applications/{id}/decline',
  tags: ['admin'],
  summary: 'Decline with a note, which is mailed to the applicant (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams, body: jsonBody(declineApplicationSchema) },
  responses: {
    200: application,
    400: errorResponse('The note is missing or too long'),
    404: errorResponse('No such application'),
    409: errorResponse('Already decided'),
    ...guarded,
  },
});
const declineHandler: AppRouteHandler<typeof declineRoute> = async (c) =>
  c.json(
    await declinePartnerApplication({
      db: c.var.db,
      id: c.req.valid('param').id,
      actor: auditActor(c, 'operator'),
      note: c.req.valid('json').note,
    }),
    200,
  );

const previewInvitationRoute = createRoute({
  method: 'post',
  path: '/partner/invitation/preview',
  tags: ['partners'],
  summary: 'What an invitation link offers: the organisation, the invited address, whether it has an account',
  request: { body: jsonBody(invitationTokenSchema) },
  responses: { 200: jsonContent(invitationPreviewSchema, 'The invitation'), 400: invitationExpired },
});
const previewInvitationHandler: AppRouteHandler<typeof previewInvitationRoute> = async (c) =>
  c.json(await previewInvitation({ db: c.var.db, token: c.req.valid('json').token }), 200);

const acceptInvitationRoute = createRoute({
  method: 'post',
  path: '/partner/invitation/accept',
  tags: ['partners'],
  summary:
    'Accept an invitation: join the organisation, making the account (name, password) when the address has none',
  request: { body: jsonBody(acceptInvitationSchema) },
  responses: {
    200: jsonContent(acceptedInvitationSchema, 'A member now; a new account is signed in (cookie set)'),
    400: invitationExpired,
    401: errorResponse('The address has an account: sign in as it first'),
    403: errorResponse('Signed in as another account than the invited address'),
    409: errorResponse('The address was registered meanwhile'),
  },
});
const acceptInvitationHandler: AppRouteHandler<typeof acceptInvitationRoute> = async (c) => {
  const { headers, ...accepted } = await acceptInvitation({
    db: c.var.db,
    auth: c.var.auth,
    input: c.req.valid('json'),
    userId: await loadSession(c),
    requestHeaders: c.req.raw.headers,
    requestId: c.var.requestId,
  });
  forwardCookies(c, headers);
  return c.json(accepted, 200);
};

const partnerHomeRoute = createRoute({
  method: 'get',
  path: '/partner/me',
  tags: ['partners'],
  summary: "Your partner organisations and each one's properties",
  middleware: requireUser(),
  responses: {
    200: jsonContent(partnerHomeSchema, 'Your organisations'),
    ...partnerOnly,
  },
});
const partnerHomeHandler: AppRouteHandler<typeof partnerHomeRoute> = async (c) =>
  c.json(await getPartnerHome({ db: c.var.db, userId: currentUserId(c) }), 200);

export const partnersRouter = createRouter()
  .openapi(listApplicationsRoute, listApplicationsHandler)
  .openapi(getApplicationRoute, getApplicationHandler)
  .openapi(approveRoute, approveHandler)
  .openapi(declineRoute, declineHandler)
  .openapi(previewInvitationRoute, previewInvitationHandler)
  .openapi(acceptInvitationRoute, acceptInvitationHandler)
  .openapi(partnerHomeRoute, partnerHomeHandler);
