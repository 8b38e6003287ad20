import { createRoute } from '@hono/zod-openapi';
import {
  partnerReviewListSchema,
  partnerReviewSchema,
  partnerReviewsQuerySchema,
  replyInputSchema,
} from '@restora/shared/contracts/reviews';
import {
  errorResponse,
  idParams,
  jsonBody,
  jsonContent,
  partnerOnly,
  type AppRouteHandler,
} from '../../http/openapi';
import { auditActor } from '../../http/audit-actor';
import { createRouter } from '../../http/router';
import { currentUserId, requireUser } from '../../http/session';
import { listPartnerReviews, setReviewReply } from '../../services/reviews/partner-reviews';

// Reviews of a partner's rooms and the one public reply to each (docs/decisions/review-replies.md). A review
// not of the caller's organisations is a 404, an account in none a 403.

const review = jsonContent(partnerReviewSchema, 'The review, with its reply');
const noReview = errorResponse('No such review of your properties');

const listRoute = createRoute({
  method: 'get',
  path: '/partner/reviews',
  tags: ['partners'],
  summary: "Reviews of your properties' rooms, newest first (one property with propertyId), 20 or 50 a page",
  middleware: requireUser(),
  request: { query: partnerReviewsQuerySchema },
  responses: {
    200: jsonContent(partnerReviewListSchema, 'One page of reviews and the total'),
    400: errorResponse('Bad parameter'),
    ...partnerOnly,
  },
});
const listHandler: AppRouteHandler<typeof listRoute> = async (c) => {
  const { propertyId, page, pageSize } = c.req.valid('query');
  return c.json(
    await listPartnerReviews({ db: c.var.db, userId: currentUserId(c), propertyId, page, pageSize }),
    200,
  );
};

const replyRoute = createRoute({
  method: 'put',
  path: '/partner/reviews/{id}/reply',
  tags: ['partners'],
  summary: 'Write the public reply to a review of your property (replaces the one before)',
  middleware: requireUser(),
  request: { params: idParams, body: jsonBody(replyInputSchema) },
  responses: {
    200: review,
    400: errorResponse('Invalid fields, each named'),
    404: noReview,
    422: errorResponse('Restora has hidden the review: it takes no reply'),
    ...partnerOnly,
  },
});
const replyHandler: AppRouteHandler<typeof replyRoute> = async (c) =>
  c.json(
    await setReviewReply({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'partner'),
      id: c.req.valid('param').id,
      text: c.req.valid('json').text,
    }),
    200,
  );

const removeReplyRoute = createRoute({
  method: 'delete',
  path: '/partner/reviews/{id}/reply',
  tags: ['partners'],
  summary: 'Remove your public reply to a review (nothing happens when there is none)',
  middleware: requireUser(),
  request: { params: idParams },
  responses: { 200: review, 400: errorResponse('Bad id'), 404: noReview, ...partnerOnly },
});
const removeReplyHandler: AppRouteHandler<typeof removeReplyRoute> = async (c) =>
  c.json(
    await setReviewReply({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'partner'),
      id: c.req.valid('param').id,
      text: null,
    }),
    200,
  );

export const partnerReviewsRouter = createRouter()
  .openapi(listRoute, listHandler)
  .openapi(replyRoute, replyHandler)
  .openapi(removeReplyRoute, removeReplyHandler);
