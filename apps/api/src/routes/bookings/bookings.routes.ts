import { createRoute, z } from '@hono/zod-openapi';
import {
  bookingResultSchema,
  bookingSchema,
  createServiceBookingsSchema,
  createStayBookingSchema,
  dashboardSchema,
  reviewInputSchema,
} from '@restora/shared/contracts/bookings';
import { apiErrorSchema } from '@restora/shared/contracts/errors';
import { idempotencyHeaderSchema } from '@restora/shared/contracts/payments';
import { requireUser } from '../../http/session';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const error = (description: string) => json(apiErrorSchema, description);
const body = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const signedIn = requireUser();

export const createStayBookingRoute = createRoute({
  method: 'post',
  path: '/bookings/stays',
  tags: ['bookings'],
  summary:
    'Pay for a stay (re-quoted by the server); a repeat with the same Idempotency-Key gets the same answer',
  middleware: signedIn,
  request: { headers: idempotencyHeaderSchema, body: body(createStayBookingSchema) },
  responses: {
    201: json(bookingResultSchema, 'Paid and confirmed'),
    400: error('Invalid card, dates or guests'),
    401: error('Not signed in'),
    402: error('Payment failed'),
    404: error('No such room'),
    409: error('The nights were just taken'),
  },
});

export const createServiceBookingsRoute = createRoute({
  method: 'post',
  path: '/bookings/services',
  tags: ['bookings'],
  summary: 'Pay for wellness services; one booking per service, each on its date',
  middleware: signedIn,
  request: { headers: idempotencyHeaderSchema, body: body(createServiceBookingsSchema) },
  responses: {
    201: json(bookingResultSchema, 'Paid and confirmed'),
    400: error('Invalid card or dates'),
    401: error('Not signed in'),
    402: error('Payment failed'),
    404: error('No such service'),
  },
});

export const listBookingsRoute = createRoute({
  method: 'get',
  path: '/bookings',
  tags: ['bookings'],
  summary: 'Your bookings, newest first (at most 50)',
  middleware: signedIn,
  responses: {
    200: json(z.object({ items: z.array(bookingSchema) }), 'Your bookings'),
    401: error('Not signed in'),
  },
});

export const cancelBookingRoute = createRoute({
  method: 'post',
  path: '/bookings/{id}/cancel',
  tags: ['bookings'],
  summary: 'Cancel your booking (free until 24 hours before check-in); its nights become free',
  middleware: signedIn,
  request: { params: idParams },
  responses: {
    200: json(bookingSchema, 'Cancelled'),
    401: error('Not signed in'),
    404: error('No such booking of yours'),
    422: error('Too late to cancel, or not confirmed'),
  },
});

export const reviewBookingRoute = createRoute({
  method: 'post',
  path: '/bookings/{id}/review',
  tags: ['bookings'],
  summary: 'Rate your stay (1-5, with a comment) after its check-out',
  middleware: signedIn,
  request: { params: idParams, body: body(reviewInputSchema) },
  responses: {
    201: json(bookingSchema, 'Rated'),
    400: error('Invalid rating'),
    401: error('Not signed in'),
    404: error('No such booking of yours'),
    409: error('Already rated'),
    422: error('The stay has not ended'),
  },
});

export const getDashboardRoute = createRoute({
  method: 'get',
  path: '/dashboard',
  tags: ['bookings'],
  summary: 'Your totals and recent bookings',
  middleware: signedIn,
  responses: { 200: json(dashboardSchema, 'Dashboard'), 401: error('Not signed in') },
});
