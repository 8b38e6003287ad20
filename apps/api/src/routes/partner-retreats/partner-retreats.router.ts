import { createRoute } from '@hono/zod-openapi';
import {
  cancelRetreatSchema,
  participantListSchema,
  partnerRetreatListSchema,
  partnerRetreatSchema,
  retreatInputSchema,
  retreatStatusInputSchema,
} from '@restora/shared/contracts/partner-retreats';
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
import { cancelPartnerRetreat } from '../../services/retreats/partner-cancel-retreat';
import { createPartnerRetreat } from '../../services/retreats/partner-create-retreat';
import { listRetreatParticipants } from '../../services/retreats/partner-list-participants';
import { getPartnerRetreat, listPartnerRetreats } from '../../services/retreats/partner-list-retreats';
import { setPartnerRetreatStatus } from '../../services/retreats/partner-set-retreat-status';
import { updatePartnerRetreat } from '../../services/retreats/partner-update-retreat';

// A partner's retreats in the console (docs/decisions/retreats-partner-console.md). A retreat of another
// organisation is a 404, an account in none a 403.

const guarded = partnerOnly;
const retreat = jsonContent(partnerRetreatSchema, 'The retreat, with its options and figures');
const noRetreat = errorResponse('No such retreat among your organisations');
const invalid = errorResponse('Invalid fields, each named');

const listRoute = createRoute({
  method: 'get',
  path: '/partner/retreats',
  tags: ['partners'],
  summary: "Your organisations' retreats, the latest start first",
  middleware: requireUser(),
  responses: { 200: jsonContent(partnerRetreatListSchema, 'The retreats'), ...guarded },
});
const listHandler: AppRouteHandler<typeof listRoute> = async (c) =>
  c.json(await listPartnerRetreats({ db: c.var.db, userId: currentUserId(c) }), 200);

const createRetreatRoute = createRoute({
  method: 'post',
  path: '/partner/retreats',
  tags: ['partners'],
  summary: 'Add a retreat at one of your properties (a draft)',
  middleware: requireUser(),
  request: { body: jsonBody(retreatInputSchema) },
  responses: { 201: retreat, 400: invalid, 404: errorResponse('Not one of your properties'), ...guarded },
});
const createHandler: AppRouteHandler<typeof createRetreatRoute> = async (c) =>
  c.json(
    await createPartnerRetreat({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'partner'),
      input: c.req.valid('json'),
    }),
    201,
  );

const getRetreatRoute = createRoute({
  method: 'get',
  path: '/partner/retreats/{id}',
  tags: ['partners'],
  summary: 'One of your retreats as you edit it',
  middleware: requireUser(),
  request: { params: idParams },
  responses: { 200: retreat, 404: noRetreat, ...guarded },
});
const getHandler: AppRouteHandler<typeof getRetreatRoute> = async (c) =>
  c.json(
    await getPartnerRetreat({ db: c.var.db, userId: currentUserId(c), id: c.req.valid('param').id }),
    200,
  );

const updateRetreatRoute = createRoute({
  method: 'put',
  path: '/partner/retreats/{id}',
  tags: ['partners'],
  summary: 'Save one of your retreats (once published, only its texts and spots change)',
  middleware: requireUser(),
  request: { params: idParams, body: jsonBody(retreatInputSchema) },
  responses: {
    200: retreat,
    400: invalid,
    404: noRetreat,
    409: errorResponse('Published: dates, terms and options are kept; or cancelled'),
    ...guarded,
  },
});
const updateHandler: AppRouteHandler<typeof updateRetreatRoute> = async (c) =>
  c.json(
    await updatePartnerRetreat({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'partner'),
      id: c.req.valid('param').id,
      input: c.req.valid('json'),
    }),
    200,
  );

const statusRoute = createRoute({
  method: 'post',
  path: '/partner/retreats/{id}/status',
  tags: ['partners'],
  summary: 'Publish one of your retreats (holding its rooms) or take it back to draft while nobody booked',
  middleware: requireUser(),
  request: { params: idParams, body: jsonBody(retreatStatusInputSchema) },
  responses: {
    200: retreat,
    400: invalid,
    404: noRetreat,
    409: errorResponse('Started, booked, cancelled, or a room is not free'),
    ...guarded,
  },
});
const statusHandler: AppRouteHandler<typeof statusRoute> = async (c) =>
  c.json(
    await setPartnerRetreatStatus({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'partner'),
      id: c.req.valid('param').id,
      status: c.req.valid('json').status,
    }),
    200,
  );

const cancelRoute = createRoute({
  method: 'post',
  path: '/partner/retreats/{id}/cancel',
  tags: ['partners'],
  summary: 'Cancel one of your retreats: every place is cancelled, refunded in full and mailed',
  middleware: requireUser(),
  request: { params: idParams, body: jsonBody(cancelRetreatSchema) },
  responses: {
    200: retreat,
    400: invalid,
    404: noRetreat,
    409: errorResponse('Already cancelled'),
    ...guarded,
  },
});
const cancelHandler: AppRouteHandler<typeof cancelRoute> = async (c) =>
  c.json(
    await cancelPartnerRetreat({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'partner'),
      id: c.req.valid('param').id,
      reason: c.req.valid('json').reason,
    }),
    200,
  );

const participantsRoute = createRoute({
  method: 'get',
  path: '/partner/retreats/{id}/participants',
  tags: ['partners'],
  summary: 'Who booked one of your retreats: option, people, paid, balance due',
  middleware: requireUser(),
  request: { params: idParams },
  responses: {
    200: jsonContent(participantListSchema, 'The places, in booking order'),
    404: noRetreat,
    ...guarded,
  },
});
const participantsHandler: AppRouteHandler<typeof participantsRoute> = async (c) =>
  c.json(
    await listRetreatParticipants({ db: c.var.db, userId: currentUserId(c), id: c.req.valid('param').id }),
    200,
  );

export const partnerRetreatsRouter = createRouter()
  .openapi(listRoute, listHandler)
  .openapi(createRetreatRoute, createHandler)
  .openapi(getRetreatRoute, getHandler)
  .openapi(updateRetreatRoute, updateHandler)
  .openapi(statusRoute, statusHandler)
  .openapi(cancelRoute, cancelHandler)
  .openapi(participantsRoute, participantsHandler);
