import { createRoute } from '@hono/zod-openapi';
import {
  adminBookingDetailSchema,
  adminBookingRefundSchema,
  adminBookingsPageSchema,
  adminBookingsQuerySchema,
  adminOrderDetailSchema,
  adminOrderRefundSchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  adminOrderStatusSchema,
  adminRefundSchema,
} from '@restora/shared/contracts/admin-bookings';
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
import { getAdminBooking } from '../../services/admin-bookings/get-admin-booking';
import { getAdminOrder } from '../../services/admin-bookings/get-admin-order';
import { listAdminBookings } from '../../services/admin-bookings/list-admin-bookings';
import { listAdminOrders } from '../../services/admin-bookings/list-admin-orders';
import { refundAdminBooking } from '../../services/admin-bookings/refund-admin-booking';
import { refundOrder } from '../../services/admin-bookings/refund-order';
import { retryAdminRefund } from '../../services/admin-bookings/retry-refund';
import { setOrderStatus } from '../../services/admin-bookings/set-order-status';

// The operator's bookings, orders and refunds (docs/decisions/admin-bookings.md).

const listBookingsRoute = createRoute({
  method: 'get',
  path: '/admin/bookings',
  tags: ['admin'],
  summary: 'Every stay and service booking, searched and sorted, 50 a page (administrators only)',
  middleware: requireAdmin(),
  request: { query: adminBookingsQuerySchema },
  responses: {
    200: jsonContent(adminBookingsPageSchema, 'A page of bookings, with the total count'),
    400: errorResponse('Invalid filter, each named'),
    ...adminOnly,
  },
});
const listBookingsHandler: AppRouteHandler<typeof listBookingsRoute> = async (c) =>
  c.json(await listAdminBookings({ db: c.var.db, query: c.req.valid('query') }), 200);

const getBookingRoute = createRoute({
  method: 'get',
  path: '/admin/bookings/{id}',
  tags: ['admin'],
  summary: 'A booking with its payment and refunds (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams },
  responses: {
    200: jsonContent(adminBookingDetailSchema, 'The booking'),
    404: errorResponse('No such booking'),
    ...adminOnly,
  },
});
const getBookingHandler: AppRouteHandler<typeof getBookingRoute> = async (c) =>
  c.json(await getAdminBooking({ db: c.var.db, id: c.req.valid('param').id }), 200);

const refundBookingRoute = createRoute({
  method: 'post',
  path: '/admin/bookings/{id}/refund',
  tags: ['admin'],
  summary:
    'Refund all that is left of a booking (no amount) or part of it, cancelling it or not; the guest is mailed (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams, body: jsonBody(adminBookingRefundSchema) },
  responses: {
    200: jsonContent(adminBookingDetailSchema, 'Refunded, with the refund as the provider answered'),
    400: errorResponse('No reason, or an amount that is not whole cents'),
    404: errorResponse('No such booking'),
    409: errorResponse('More than is left to refund, or the booking changed meanwhile'),
    422: errorResponse('Not paid, or (to cancel) not confirmed'),
    ...adminOnly,
  },
});
const refundBookingHandler: AppRouteHandler<typeof refundBookingRoute> = async (c) => {
  const body = c.req.valid('json');
  return c.json(
    await refundAdminBooking({
      db: c.var.db,
      provider: c.var.payments,
      events: c.var.events,
      logger: c.var.logger,
      actor: auditActor(c, 'operator'),
      bookingId: c.req.valid('param').id,
      amountCents: body.amountCents,
      reason: body.reason,
      cancel: body.cancel,
      stepUp: stepUpFor(c),
    }),
    200,
  );
};

const retryRefundRoute = createRoute({
  method: 'post',
  path: '/admin/refunds/{id}/retry',
  tags: ['admin'],
  summary: 'Ask the provider again for a failed refund, with its own idempotency key (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams },
  responses: {
    200: jsonContent(adminRefundSchema, 'The refund as the provider answered this time'),
    404: errorResponse('No such refund'),
    409: errorResponse('The refund has not failed'),
    ...adminOnly,
  },
});
const retryRefundHandler: AppRouteHandler<typeof retryRefundRoute> = async (c) =>
  c.json(
    await retryAdminRefund({
      db: c.var.db,
      provider: c.var.payments,
      logger: c.var.logger,
      actor: auditActor(c, 'operator'),
      refundId: c.req.valid('param').id,
    }),
    200,
  );

const listOrdersRoute = createRoute({
  method: 'get',
  path: '/admin/orders',
  tags: ['admin'],
  summary: 'Every order, searched and sorted, 50 a page (administrators only)',
  middleware: requireAdmin(),
  request: { query: adminOrdersQuerySchema },
  responses: {
    200: jsonContent(adminOrdersPageSchema, 'A page of orders, with the total count'),
    400: errorResponse('Invalid filter, each named'),
    ...adminOnly,
  },
});
const listOrdersHandler: AppRouteHandler<typeof listOrdersRoute> = async (c) =>
  c.json(await listAdminOrders({ db: c.var.db, query: c.req.valid('query') }), 200);

const getOrderRoute = createRoute({
  method: 'get',
  path: '/admin/orders/{id}',
  tags: ['admin'],
  summary: 'An order with its lines, payment and refunds (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams },
  responses: {
    200: jsonContent(adminOrderDetailSchema, 'The order'),
    404: errorResponse('No such order'),
    ...adminOnly,
  },
});
const getOrderHandler: AppRouteHandler<typeof getOrderRoute> = async (c) =>
  c.json(await getAdminOrder({ db: c.var.db, id: c.req.valid('param').id }), 200);

const orderStatusRoute = createRoute({
  method: 'post',
  path: '/admin/orders/{id}/status',
  tags: ['admin'],
  summary: 'Move an order one step (shipped, then delivered); the customer is mailed (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams, body: jsonBody(adminOrderStatusSchema) },
  responses: {
    200: jsonContent(adminOrderDetailSchema, 'Moved'),
    400: errorResponse('Not a status'),
    404: errorResponse('No such order'),
    409: errorResponse('Not the next step of this order'),
    ...adminOnly,
  },
});
const orderStatusHandler: AppRouteHandler<typeof orderStatusRoute> = async (c) =>
  c.json(
    await setOrderStatus({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'operator'),
      orderId: c.req.valid('param').id,
      status: c.req.valid('json').status,
    }),
    200,
  );

const refundOrderRoute = createRoute({
  method: 'post',
  path: '/admin/orders/{id}/refund',
  tags: ['admin'],
  summary:
    'Refund all that is left of an order (no amount) or part of it; the customer is mailed (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams, body: jsonBody(adminOrderRefundSchema) },
  responses: {
    200: jsonContent(adminOrderDetailSchema, 'Refunded, with the refund as the provider answered'),
    400: errorResponse('No reason, or an amount that is not whole cents'),
    404: errorResponse('No such order'),
    409: errorResponse('More than is left to refund'),
    422: errorResponse('Not paid'),
    ...adminOnly,
  },
});
const refundOrderHandler: AppRouteHandler<typeof refundOrderRoute> = async (c) => {
  const body = c.req.valid('json');
  return c.json(
    await refundOrder({
      db: c.var.db,
      provider: c.var.payments,
      events: c.var.events,
      logger: c.var.logger,
      actor: auditActor(c, 'operator'),
      orderId: c.req.valid('param').id,
      amountCents: body.amountCents,
      reason: body.reason,
      stepUp: stepUpFor(c),
    }),
    200,
  );
};

export const adminBookingsRouter = createRouter()
  .openapi(listBookingsRoute, listBookingsHandler)
  .openapi(getBookingRoute, getBookingHandler)
  .openapi(refundBookingRoute, refundBookingHandler)
  .openapi(retryRefundRoute, retryRefundHandler)
  .openapi(listOrdersRoute, listOrdersHandler)
  .openapi(getOrderRoute, getOrderHandler)
  .openapi(orderStatusRoute, orderStatusHandler)
  .openapi(refundOrderRoute, refundOrderHandler);
