import { createRoute, z } from '@hono/zod-openapi';
import {
  bookingResultSchema,
  bookingSchema,
  createServiceBookingsSchema,
  createStayBookingSchema,
  dashboardSchema,
  reviewInputSchema,
} from '@restora/shared/contracts/bookings';
import { idempotencyHeaderSchema } from '@restora/shared/contracts/payments';
import {
  errorResponse,
  idParams,
  jsonBody,
  jsonContent,
  notSignedIn,
  type AppRouteHandler,
} from '../../http/openapi';
import { payer } from '../../http/payer';
import { createRouter } from '../../http/router';
import { currentUserId, requireUser } from '../../http/session';
import { cancelBooking } from '../../services/bookings/cancel-booking';
import { createServiceBookings } from '../../services/bookings/create-service-bookings';
import { createStayBooking } from '../../services/bookings/create-stay-booking';
import { getDashboard } from '../../services/bookings/get-dashboard';
import { listBookings } from '../../services/bookings/list-bookings';
import { reviewBooking } from '../../services/bookings/review-booking';

const signedIn = requireUser();

const createStayBookingRoute = createRoute({
  method: 'post',
  path: '/bookings/stays',
  tags: ['bookings'],
  summary:
    'Pay for a stay (re-quoted by the server); a repeat with the same Idempotency-Key gets the same answer',
  middleware: signedIn,
  request: { headers: idempotencyHeaderSchema, body: jsonBody(createStayBookingSchema) },
  responses: {
    201: jsonContent(bookingResultSchema, 'Paid and confirmed'),
    400: errorResponse('Invalid card, dates or guests'),
    401: notSignedIn,
    402: errorResponse('Payment failed'),
    404: errorResponse('No such room'),
    409: errorResponse('The nights were just taken'),
  },
});
const createStayBookingHandler: AppRouteHandler<typeof createStayBookingRoute> = async (c) => {
  const result = await createStayBooking({
    ...payer(c, c.req.valid('header')['idempotency-key']),
    input: c.req.valid('json'),
  });
  return c.json(result, 201);
};

const createServiceBookingsRoute = createRoute({
  method: 'post',
  path: '/bookings/services',
  tags: ['bookings'],
  summary:
    "Pay for wellness services; one booking per item, each on its date, within each service's capacity per day",
  middleware: signedIn,
  request: { headers: idempotencyHeaderSchema, body: jsonBody(createServiceBookingsSchema) },
  responses: {
    201: jsonContent(bookingResultSchema, 'Paid and confirmed'),
    400: errorResponse('Invalid card or dates'),
    401: notSignedIn,
    402: errorResponse('Payment failed'),
    404: errorResponse('No such service'),
    409: errorResponse('A service is fully booked on a chosen date'),
  },
});
const createServiceBookingsHandler: AppRouteHandler<typeof createServiceBookingsRoute> = async (c) => {
  const result = await createServiceBookings({
    ...payer(c, c.req.valid('header')['idempotency-key']),
    input: c.req.valid('json'),
  });
  return c.json(result, 201);
};

const listBookingsRoute = createRoute({
  method: 'get',
  path: '/bookings',
  tags: ['bookings'],
  summary: 'Your bookings, newest first (at most 50)',
  middleware: signedIn,
  responses: {
    200: jsonContent(z.object({ items: z.array(bookingSchema) }), 'Your bookings'),
    401: notSignedIn,
  },
});
const listBookingsHandler: AppRouteHandler<typeof listBookingsRoute> = async (c) =>
  c.json({ items: await listBookings({ db: c.var.db, userId: currentUserId(c) }) }, 200);

const cancelBookingRoute = createRoute({
  method: 'post',
  path: '/bookings/{id}/cancel',
  tags: ['bookings'],
  summary:
    'Cancel your booking (free until 24 hours before check-in): its nights become free and it is refunded in full',
  middleware: signedIn,
  request: { params: idParams },
  responses: {
    200: jsonContent(bookingSchema, 'Cancelled'),
    401: notSignedIn,
    404: errorResponse('No such booking of yours'),
    422: errorResponse('Too late to cancel, or not confirmed'),
  },
});
const cancelBookingHandler: AppRouteHandler<typeof cancelBookingRoute> = async (c) =>
  c.json(
    await cancelBooking({
      db: c.var.db,
      provider: c.var.payments,
      events: c.var.events,
      logger: c.var.logger,
      userId: currentUserId(c),
      bookingId: c.req.valid('param').id,
    }),
    200,
  );

const reviewBookingRoute = createRoute({
  method: 'post',
  path: '/bookings/{id}/review',
  tags: ['bookings'],
  summary: 'Rate your stay (1-5, with a comment) after its check-out',
  middleware: signedIn,
  request: { params: idParams, body: jsonBody(reviewInputSchema) },
  responses: {
    201: jsonContent(bookingSchema, 'Rated'),
    400: errorResponse('Invalid rating'),
    401: notSignedIn,
    404: errorResponse('No such booking of yours'),
    409: errorResponse('Already rated'),
    422: errorResponse('The stay has not ended'),
  },
});
const reviewBookingHandler: AppRouteHandler<typeof reviewBookingRoute> = async (c) => {
  const { rating, comment } = c.req.valid('json');
  const booking = await reviewBooking({
    db: c.var.db,
    events: c.var.events,
    userId: currentUserId(c),
    bookingId: c.req.valid('param').id,
    rating,
    comment,
  });
  return c.json(booking, 201);
};

const getDashboardRoute = createRoute({
  method: 'get',
  path: '/dashboard',
  tags: ['bookings'],
  summary: 'Your totals and recent bookings',
  middleware: signedIn,
  responses: { 200: jsonContent(dashboardSchema, 'Dashboard'), 401: notSignedIn },
});
const getDashboardHandler: AppRouteHandler<typeof getDashboardRoute> = async (c) =>
  c.json(await getDashboard({ db: c.var.db, userId: currentUserId(c) }), 200);

export const bookingsRouter = createRouter()
  .openapi(createStayBookingRoute, createStayBookingHandler)
  .openapi(createServiceBookingsRoute, createServiceBookingsHandler)
  .openapi(listBookingsRoute, listBookingsHandler)
  .openapi(cancelBookingRoute, cancelBookingHandler)
  .openapi(reviewBookingRoute, reviewBookingHandler)
  .openapi(getDashboardRoute, getDashboardHandler);
