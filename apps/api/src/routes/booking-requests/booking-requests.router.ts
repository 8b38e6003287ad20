import { createRoute } from '@hono/zod-openapi';
import {
  declineRequestSchema,
  partnerBookingRequestSchema,
  partnerBookingRequestsSchema,
} from '@restora/shared/contracts/booking-requests';
import {
  errorResponse,
  idParams,
  jsonBody,
  jsonContent,
  partnerOnly,
  type AppRouteHandler,
} from '../../http/openapi';
import { createRouter } from '../../http/router';
import { currentUserId, requireUser } from '../../http/session';
import { participantSchema } from '@restora/shared/contracts/partner-retreats';
import { acceptRequest, declineRequest, listPartnerRequests } from '../../services/bookings/answer-request';
import { acceptRetreatRequest, declineRetreatRequest } from '../../services/retreats/answer-retreat-request';

// The host's side of requests to book (docs/decisions/request-to-book.md): of stays, and of places on
// retreats on request. A request of another organisation is a 404, an account in none a 403.

const answer = jsonContent(partnerBookingRequestSchema, 'The request as it now stands');
const noRequest = errorResponse('No such request among your properties');

const listRoute = createRoute({
  method: 'get',
  path: '/partner/booking-requests',
  tags: ['partners'],
  summary: 'Requests to book waiting for your answer, the soonest to lapse first',
  middleware: requireUser(),
  responses: {
    200: jsonContent(partnerBookingRequestsSchema, 'The waiting requests (at most 100)'),
    ...partnerOnly,
  },
});
const listHandler: AppRouteHandler<typeof listRoute> = async (c) =>
  c.json(await listPartnerRequests({ db: c.var.db, userId: currentUserId(c) }), 200);

const acceptRoute = createRoute({
  method: 'post',
  path: '/partner/booking-requests/{id}/accept',
  tags: ['partners'],
  summary: "Accept a request to book: the guest's card is charged and the booking confirmed",
  middleware: requireUser(),
  request: { params: idParams },
  responses: {
    200: answer,
    404: noRequest,
    409: errorResponse('Already answered, expired, or the card could not be charged'),
    ...partnerOnly,
  },
});
const acceptHandler: AppRouteHandler<typeof acceptRoute> = async (c) =>
  c.json(
    await acceptRequest(
      { db: c.var.db, provider: c.var.payments, events: c.var.events },
      { userId: currentUserId(c), bookingId: c.req.valid('param').id },
    ),
    200,
  );

const declineRoute = createRoute({
  method: 'post',
  path: '/partner/booking-requests/{id}/decline',
  tags: ['partners'],
  summary: 'Decline a request to book with a message: nothing is charged and the nights are free again',
  middleware: requireUser(),
  request: { params: idParams, body: jsonBody(declineRequestSchema) },
  responses: {
    200: answer,
    400: errorResponse('No message, or one too long'),
    404: noRequest,
    409: errorResponse('Already answered or expired'),
    ...partnerOnly,
  },
});
const declineHandler: AppRouteHandler<typeof declineRoute> = async (c) =>
  c.json(
    await declineRequest(
      { db: c.var.db, provider: c.var.payments, events: c.var.events },
      { userId: currentUserId(c), bookingId: c.req.valid('param').id, message: c.req.valid('json').message },
    ),
    200,
  );

const placeAnswer = jsonContent(
  participantSchema,
  'The place as it now stands, as the participants list shows it',
);
const noPlaceRequest = errorResponse('No such request among your retreats');

const acceptPlaceRoute = createRoute({
  method: 'post',
  path: '/partner/retreat-requests/{id}/accept',
  tags: ['partners'],
  summary:
    "Accept a place requested on a retreat: the guest's card is charged the deposit (or all) and the place confirmed",
  middleware: requireUser(),
  request: { params: idParams },
  responses: {
    200: placeAnswer,
    404: noPlaceRequest,
    409: errorResponse('Already answered, expired, or the card could not be charged'),
    ...partnerOnly,
  },
});
const acceptPlaceHandler: AppRouteHandler<typeof acceptPlaceRoute> = async (c) =>
  c.json(
    await acceptRetreatRequest(
      { db: c.var.db, provider: c.var.payments, events: c.var.events },
      { userId: currentUserId(c), placeId: c.req.valid('param').id },
    ),
    200,
  );

const declinePlaceRoute = createRoute({
  method: 'post',
  path: '/partner/retreat-requests/{id}/decline',
  tags: ['partners'],
  summary:
    'Decline a place requested on a retreat with a message: nothing is charged, the spots are free again',
  middleware: requireUser(),
  request: { params: idParams, body: jsonBody(declineRequestSchema) },
  responses: {
    200: placeAnswer,
    400: errorResponse('No message, or one too long'),
    404: noPlaceRequest,
    409: errorResponse('Already answered or expired'),
    ...partnerOnly,
  },
});
const declinePlaceHandler: AppRouteHandler<typeof declinePlaceRoute> = async (c) =>
  c.json(
    await declineRetreatRequest(
      { db: c.var.db, provider: c.var.payments, events: c.var.events },
      { userId: currentUserId(c), placeId: c.req.valid('param').id, message: c.req.valid('json').message },
    ),
    200,
  );

export const bookingRequestsRouter = createRouter()
  .openapi(listRoute, listHandler)
  .openapi(acceptRoute, acceptHandler)
  .openapi(declineRoute, declineHandler)
  .openapi(acceptPlaceRoute, acceptPlaceHandler)
  .openapi(declinePlaceRoute, declinePlaceHandler);
