import type { RouteHandler } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings';
import type { AppEnv } from '../../http/app-env';
import { currentUserId } from '../../http/session';
import { selectBookings, toBooking } from '../../services/bookings/booking-dto';
import { cancelBooking } from '../../services/bookings/cancel-booking';
import { createServiceBookings } from '../../services/bookings/create-service-bookings';
import { createStayBooking } from '../../services/bookings/create-stay-booking';
import { getDashboard } from '../../services/bookings/get-dashboard';
import { reviewBooking } from '../../services/bookings/review-booking';
import type {
  cancelBookingRoute,
  createServiceBookingsRoute,
  createStayBookingRoute,
  getDashboardRoute,
  listBookingsRoute,
  reviewBookingRoute,
} from './bookings.routes';

export const createStayBookingHandler: RouteHandler<typeof createStayBookingRoute, AppEnv> = async (c) => {
  const result = await createStayBooking({
    db: c.var.db,
    provider: c.var.payments,
    events: c.var.events,
    userId: currentUserId(c),
    idempotencyKey: c.req.valid('header')['idempotency-key'],
    input: c.req.valid('json'),
  });
  return c.json(result, 201);
};

export const createServiceBookingsHandler: RouteHandler<typeof createServiceBookingsRoute, AppEnv> = async (
  c,
) => {
  const result = await createServiceBookings({
    db: c.var.db,
    provider: c.var.payments,
    events: c.var.events,
    userId: currentUserId(c),
    idempotencyKey: c.req.valid('header')['idempotency-key'],
    input: c.req.valid('json'),
  });
  return c.json(result, 201);
};

export const listBookingsHandler: RouteHandler<typeof listBookingsRoute, AppEnv> = async (c) => {
  const rows = await selectBookings(c.var.db, eq(bookings.userId, currentUserId(c)));
  return c.json({ items: rows.map((r) => toBooking(r)) }, 200);
};

export const cancelBookingHandler: RouteHandler<typeof cancelBookingRoute, AppEnv> = async (c) =>
  c.json(
    await cancelBooking({
      db: c.var.db,
      events: c.var.events,
      userId: currentUserId(c),
      bookingId: c.req.valid('param').id,
    }),
    200,
  );

export const reviewBookingHandler: RouteHandler<typeof reviewBookingRoute, AppEnv> = async (c) => {
  const { rating, comment } = c.req.valid('json');
  const booking = await reviewBooking({
    db: c.var.db,
    userId: currentUserId(c),
    bookingId: c.req.valid('param').id,
    rating,
    comment,
  });
  return c.json(booking, 201);
};

export const getDashboardHandler: RouteHandler<typeof getDashboardRoute, AppEnv> = async (c) =>
  c.json(await getDashboard({ db: c.var.db, userId: currentUserId(c) }), 200);
