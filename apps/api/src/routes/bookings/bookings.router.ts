import { createRouter } from '../../http/router';
import {
  cancelBookingHandler,
  createServiceBookingsHandler,
  createStayBookingHandler,
  getDashboardHandler,
  listBookingsHandler,
  reviewBookingHandler,
} from './bookings.handlers';
import {
  cancelBookingRoute,
  createServiceBookingsRoute,
  createStayBookingRoute,
  getDashboardRoute,
  listBookingsRoute,
  reviewBookingRoute,
} from './bookings.routes';

export const bookingsRouter = createRouter()
  .openapi(createStayBookingRoute, createStayBookingHandler)
  .openapi(createServiceBookingsRoute, createServiceBookingsHandler)
  .openapi(listBookingsRoute, listBookingsHandler)
  .openapi(cancelBookingRoute, cancelBookingHandler)
  .openapi(reviewBookingRoute, reviewBookingHandler)
  .openapi(getDashboardRoute, getDashboardHandler);
