import { createRoute } from '@hono/zod-openapi';
import {
  cancelPartnerBookingSchema,
  partnerBookingSchema,
  partnerBookingsPageSchema,
  partnerBookingsQuerySchema,
} from '@restora/shared/contracts/partner-bookings';
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
import { stepUpFor } from '../../http/step-up';
import { currentUserId, requireUser } from '../../http/session';
import { cancelPartnerBooking } from '../../services/partners/cancel-partner-booking';
import { listPartnerBookings } from '../../services/partners/list-partner-bookings';

// The bookings of a partner's properties and their cancellation (docs/decisions/partner-bookings.md).

const listRoute = createRoute({
  method: 'get',
  path: '/partner/bookings',
  tags: ['partners'],
  summary: 'Stay and service bookings of your properties (upcoming, current or past), 50 a page',
  middleware: requireUser(),
  request: { query: partnerBookingsQuerySchema },
  responses: {
    200: jsonContent(partnerBookingsPageSchema, 'A page of bookings, with the total count'),
    400: errorResponse('Invalid filter, each named'),
    ...partnerOnly,
  },
});
const listHandler: AppRouteHandler<typeof listRoute> = async (c) =>
  c.json(
    await listPartnerBookings({ db: c.var.db, userId: currentUserId(c), query: c.req.valid('query') }),
    200,
  );

const cancelRoute = createRoute({
  method: 'post',
  path: '/partner/bookings/{id}/cancel',
  tags: ['partners'],
  summary:
    'Cancel a confirmed booking of your property with a reason: the guest is refunded in full and mailed',
  middleware: requireUser(),
  request: { params: idParams, body: jsonBody(cancelPartnerBookingSchema) },
  responses: {
    200: jsonContent(partnerBookingSchema, 'Cancelled, with the refund'),
    400: errorResponse('No reason, or one too long'),
    404: errorResponse('No such booking among your properties'),
    409: errorResponse('The booking changed meanwhile'),
    422: errorResponse('Already cancelled, or already over'),
    ...partnerOnly,
  },
});
const cancelHandler: AppRouteHandler<typeof cancelRoute> = async (c) =>
  c.json(
    await cancelPartnerBooking({
      db: c.var.db,
      provider: c.var.payments,
      events: c.var.events,
      logger: c.var.logger,
      actor: auditActor(c, 'partner'),
      bookingId: c.req.valid('param').id,
      reason: c.req.valid('json').reason,
      stepUp: stepUpFor(c),
    }),
    200,
  );

export const partnerBookingsRouter = createRouter()
  .openapi(listRoute, listHandler)
  .openapi(cancelRoute, cancelHandler);
