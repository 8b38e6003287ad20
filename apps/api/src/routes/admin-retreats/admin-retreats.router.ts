import { createRoute } from '@hono/zod-openapi';
import {
  adminCancelledRetreatSchema,
  adminRetreatBookingSchema,
  adminRetreatBookingsPageSchema,
  adminRetreatBookingsQuerySchema,
  adminRetreatsPageSchema,
  adminRetreatsQuerySchema,
} from '@restora/shared/contracts/admin-retreats';
import {
  adminRefundRetreatBookingSchema,
  cancelRetreatSchema,
} from '@restora/shared/contracts/partner-retreats';
import { auditActor } from '../../http/audit-actor';
import {
  adminOnly,
  errorResponse,
  idParams,
  jsonBody,
  jsonContent,
  type AppRouteHandler,
} from '../../http/openapi';
import { requireAdmin } from '../../http/require-admin';
import { createRouter } from '../../http/router';
import { stepUpFor } from '../../http/step-up';
import { cancelRetreat } from '../../services/admin-retreats/cancel-retreat';
import { listAdminRetreatBookings } from '../../services/admin-retreats/list-admin-retreat-bookings';
import { listAdminRetreats } from '../../services/admin-retreats/list-admin-retreats';
import { refundRetreatBooking } from '../../services/admin-retreats/refund-retreat-booking';

// The operator's retreats, their places, refunds and cancellations (docs/decisions/retreats-back-office.md).

const listRetreatsRoute = createRoute({
  method: 'get',
  path: '/admin/retreats',
  tags: ['admin'],
  summary:
    'Every retreat, searched and filtered by status, newest start first, 20 a page (administrators only)',
  middleware: requireAdmin(),
  request: { query: adminRetreatsQuerySchema },
  responses: {
    200: jsonContent(adminRetreatsPageSchema, 'A page of retreats, with the total count'),
    400: errorResponse('Invalid filter, each named'),
    ...adminOnly,
  },
});
const listRetreatsHandler: AppRouteHandler<typeof listRetreatsRoute> = async (c) =>
  c.json(await listAdminRetreats({ db: c.var.db, query: c.req.valid('query') }), 200);

const listPlacesRoute = createRoute({
  method: 'get',
  path: '/admin/retreat-bookings',
  tags: ['admin'],
  summary:
    'Retreat places with their payment history: of one retreat, or those whose balance charge failed (administrators only)',
  middleware: requireAdmin(),
  request: { query: adminRetreatBookingsQuerySchema },
  responses: {
    200: jsonContent(adminRetreatBookingsPageSchema, 'A page of places, with the total count'),
    400: errorResponse('Invalid filter, each named'),
    ...adminOnly,
  },
});
const listPlacesHandler: AppRouteHandler<typeof listPlacesRoute> = async (c) =>
  c.json(await listAdminRetreatBookings({ db: c.var.db, query: c.req.valid('query') }), 200);

const refundPlaceRoute = createRoute({
  method: 'post',
  path: '/admin/retreat-bookings/{id}/refund',
  tags: ['admin'],
  summary:
    'Refund all that is left of a retreat place ("rest") or part of it, cancelling it or not (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams, body: jsonBody(adminRefundRetreatBookingSchema) },
  responses: {
    200: jsonContent(adminRetreatBookingSchema, 'Refunded, with the refunds as the provider answered'),
    400: errorResponse('No reason, or an amount that is not whole cents'),
    404: errorResponse('No such place'),
    409: errorResponse('More than is left to refund, or already cancelled'),
    422: errorResponse('Not paid'),
    ...adminOnly,
  },
});
const refundPlaceHandler: AppRouteHandler<typeof refundPlaceRoute> = async (c) => {
  const body = c.req.valid('json');
  return c.json(
    await refundRetreatBooking({
      deps: { db: c.var.db, provider: c.var.payments, events: c.var.events, logger: c.var.logger },
      actor: auditActor(c, 'operator'),
      placeId: c.req.valid('param').id,
      amountCents: body.amountCents,
      cancel: body.cancel,
      reason: body.reason,
      stepUp: stepUpFor(c),
    }),
    200,
  );
};

const cancelRetreatRoute = createRoute({
  method: 'post',
  path: '/admin/retreats/{id}/cancel',
  tags: ['admin'],
  summary:
    'Cancel a retreat: its room nights are freed and every confirmed place is cancelled and refunded in full by a job (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams, body: jsonBody(cancelRetreatSchema) },
  responses: {
    200: jsonContent(adminCancelledRetreatSchema, 'Cancelled, with the places queued'),
    400: errorResponse('No reason'),
    404: errorResponse('No such retreat'),
    409: errorResponse('Already cancelled'),
    ...adminOnly,
  },
});
const cancelRetreatHandler: AppRouteHandler<typeof cancelRetreatRoute> = async (c) =>
  c.json(
    await cancelRetreat({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'operator'),
      retreatId: c.req.valid('param').id,
      reason: c.req.valid('json').reason,
    }),
    200,
  );

export const adminRetreatsRouter = createRouter()
  .openapi(listRetreatsRoute, listRetreatsHandler)
  .openapi(listPlacesRoute, listPlacesHandler)
  .openapi(refundPlaceRoute, refundPlaceHandler)
  .openapi(cancelRetreatRoute, cancelRetreatHandler);
