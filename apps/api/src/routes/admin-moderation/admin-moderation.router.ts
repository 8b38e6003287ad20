import { createRoute } from '@hono/zod-openapi';
import {
  adminOrganisationDetailSchema,
  adminOrganisationPageSchema,
  adminOrganisationsQuerySchema,
  adminPropertySchema,
  hiddenReviewPageSchema,
  hiddenReviewsQuerySchema,
  moderationResultSchema,
  reportedReviewPageSchema,
  reportedReviewsQuerySchema,
  reviewReportBodySchema,
  reviewReportResultSchema,
} from '@restora/shared/contracts/admin-moderation';
import { auditActor } from '../../http/audit-actor';
import {
  adminOnly,
  errorResponse,
  idParams,
  jsonBody,
  jsonContent,
  notSignedIn,
  type AppRouteHandler,
} from '../../http/openapi';
import { requireAdmin } from '../../http/require-admin';
import { createRouter } from '../../http/router';
import { currentUserId, requireUser } from '../../http/session';
import { getAdminOrganisation, listAdminOrganisations } from '../../services/moderation/admin-organisations';
import { adminSetPropertyPublished } from '../../services/moderation/admin-publish-property';
import { listHiddenReviews } from '../../services/moderation/hidden-reviews';
import { hideReview, keepReview, unhideReview } from '../../services/moderation/moderate-review';
import { listReportedReviews } from '../../services/moderation/reported-reviews';
import { reportReview } from '../../services/moderation/report-review';

// Review reports and their queue, organisations and their properties (the outbox: admin-messages)
// (docs/decisions/review-moderation.md, docs/decisions/admin-moderation.md).

const noReview = errorResponse('No such review (or it is hidden)');

const reportRoute = createRoute({
  method: 'post',
  path: '/reviews/{id}/report',
  tags: ['reviews'],
  summary: 'Report a review to the operator, once per review (a second report answers with the first)',
  middleware: requireUser(),
  request: { params: idParams, body: jsonBody(reviewReportBodySchema) },
  responses: {
    201: jsonContent(reviewReportResultSchema, 'Reported'),
    200: jsonContent(reviewReportResultSchema, 'Already reported by you'),
    400: errorResponse('Invalid reason'),
    401: notSignedIn,
    404: noReview,
    422: errorResponse('Your own review'),
  },
});
const reportHandler: AppRouteHandler<typeof reportRoute> = async (c) => {
  const { created, ...result } = await reportReview({
    db: c.var.db,
    userId: currentUserId(c),
    reviewId: c.req.valid('param').id,
    reason: c.req.valid('json').reason,
  });
  return created ? c.json(result, 201) : c.json(result, 200);
};

const reportedRoute = createRoute({
  method: 'get',
  path: '/admin/reviews/reported',
  tags: ['admin'],
  summary:
    'Reviews with open reports, oldest report first, with their count and reasons (administrators only)',
  middleware: requireAdmin(),
  request: { query: reportedReviewsQuerySchema },
  responses: {
    200: jsonContent(reportedReviewPageSchema, 'One page of the queue'),
    400: errorResponse('Bad parameter'),
    ...adminOnly,
  },
});
const reportedHandler: AppRouteHandler<typeof reportedRoute> = async (c) => {
  const { page, dir } = c.req.valid('query');
  return c.json(await listReportedReviews({ db: c.var.db, page, dir }), 200);
};

const hideRoute = createRoute({
  method: 'post',
  path: '/admin/reviews/{id}/hide',
  tags: ['admin'],
  summary:
    "Hide a review: off the stay page, out of the room's rating; closes its reports (administrators only)",
  middleware: requireAdmin(),
  request: { params: idParams },
  responses: {
    200: jsonContent(moderationResultSchema, 'Hidden'),
    404: errorResponse('No such review'),
    409: errorResponse('Already hidden'),
    ...adminOnly,
  },
});
const hideHandler: AppRouteHandler<typeof hideRoute> = async (c) =>
  c.json(
    await hideReview({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'operator'),
      id: c.req.valid('param').id,
    }),
    200,
  );

const keepRoute = createRoute({
  method: 'post',
  path: '/admin/reviews/{id}/keep',
  tags: ['admin'],
  summary: 'Keep a reported review and close its open reports (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams },
  responses: {
    200: jsonContent(moderationResultSchema, 'Kept'),
    404: errorResponse('No such review'),
    409: errorResponse('No open reports'),
    ...adminOnly,
  },
});
const keepHandler: AppRouteHandler<typeof keepRoute> = async (c) =>
  c.json(
    await keepReview({ db: c.var.db, actor: auditActor(c, 'operator'), id: c.req.valid('param').id }),
    200,
  );

const hiddenRoute = createRoute({
  method: 'get',
  path: '/admin/reviews/hidden',
  tags: ['admin'],
  summary: 'Reviews hidden now, the latest hidden first, with the reasons reported (administrators only)',
  middleware: requireAdmin(),
  request: { query: hiddenReviewsQuerySchema },
  responses: {
    200: jsonContent(hiddenReviewPageSchema, 'One page of hidden reviews'),
    400: errorResponse('Bad parameter'),
    ...adminOnly,
  },
});
const hiddenHandler: AppRouteHandler<typeof hiddenRoute> = async (c) => {
  const { page, dir } = c.req.valid('query');
  return c.json(await listHiddenReviews({ db: c.var.db, page, dir }), 200);
};

const unhideRoute = createRoute({
  method: 'post',
  path: '/admin/reviews/{id}/unhide',
  tags: ['admin'],
  summary:
    "Show a hidden review again: back on the stay page and in the room's rating; a visible one is left as it is (administrators only)",
  middleware: requireAdmin(),
  request: { params: idParams },
  responses: {
    200: jsonContent(moderationResultSchema, 'Shown'),
    404: errorResponse('No such review'),
    ...adminOnly,
  },
});
const unhideHandler: AppRouteHandler<typeof unhideRoute> = async (c) =>
  c.json(
    await unhideReview({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'operator'),
      id: c.req.valid('param').id,
    }),
    200,
  );

const organisationsRoute = createRoute({
  method: 'get',
  path: '/admin/organisations',
  tags: ['admin'],
  summary: 'Partner organisations, by name prefix (q), with member and property counts (administrators only)',
  middleware: requireAdmin(),
  request: { query: adminOrganisationsQuerySchema },
  responses: {
    200: jsonContent(adminOrganisationPageSchema, 'One page of organisations'),
    400: errorResponse('Bad parameter'),
    ...adminOnly,
  },
});
const organisationsHandler: AppRouteHandler<typeof organisationsRoute> = async (c) =>
  c.json(await listAdminOrganisations({ db: c.var.db, ...c.req.valid('query') }), 200);

const organisationRoute = createRoute({
  method: 'get',
  path: '/admin/organisations/{id}',
  tags: ['admin'],
  summary: 'An organisation with its members and properties (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams },
  responses: {
    200: jsonContent(adminOrganisationDetailSchema, 'The organisation'),
    404: errorResponse('No such organisation'),
    ...adminOnly,
  },
});
const organisationHandler: AppRouteHandler<typeof organisationRoute> = async (c) =>
  c.json(await getAdminOrganisation({ db: c.var.db, id: c.req.valid('param').id }), 200);

const publishResponses = {
  200: jsonContent(adminPropertySchema, 'The property'),
  404: errorResponse('No such property'),
  ...adminOnly,
};

const unpublishRoute = createRoute({
  method: 'post',
  path: '/admin/properties/{id}/unpublish',
  tags: ['admin'],
  summary: 'Take a property out of search and off its pages (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams },
  responses: publishResponses,
});
const unpublishHandler: AppRouteHandler<typeof unpublishRoute> = async (c) =>
  c.json(
    await adminSetPropertyPublished({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'operator'),
      id: c.req.valid('param').id,
      published: false,
    }),
    200,
  );

const publishRoute = createRoute({
  method: 'post',
  path: '/admin/properties/{id}/publish',
  tags: ['admin'],
  summary: 'Publish a property again; it needs a room (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams },
  responses: { ...publishResponses, 409: errorResponse('The property has no room') },
});
const publishHandler: AppRouteHandler<typeof publishRoute> = async (c) =>
  c.json(
    await adminSetPropertyPublished({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'operator'),
      id: c.req.valid('param').id,
      published: true,
    }),
    200,
  );

export const adminModerationRouter = createRouter()
  .openapi(reportRoute, reportHandler)
  .openapi(reportedRoute, reportedHandler)
  .openapi(hideRoute, hideHandler)
  .openapi(keepRoute, keepHandler)
  .openapi(hiddenRoute, hiddenHandler)
  .openapi(unhideRoute, unhideHandler)
  .openapi(organisationsRoute, organisationsHandler)
  .openapi(organisationRoute, organisationHandler)
  .openapi(unpublishRoute, unpublishHandler)
  .openapi(publishRoute, publishHandler);
