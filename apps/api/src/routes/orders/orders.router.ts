import { createRoute, z } from '@hono/zod-openapi';
import { cardPaymentSchema, idempotencyHeaderSchema } from '@restora/shared/contracts/payments';
import { orderSchema, shippingAddressSchema } from '@restora/shared/contracts/shop';
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
import { cancelOrder } from '../../services/shop/cancel-order';
import { getOrder, listOrders } from '../../services/shop/orders';
import { placeOrder } from '../../services/shop/place-order';

const placeOrderRoute = createRoute({
  method: 'post',
  path: '/orders',
  tags: ['orders'],
  summary: 'Check out the cart: prices and stock from the database, one transaction, then payment',
  middleware: requireUser(),
  request: {
    headers: idempotencyHeaderSchema,
    body: jsonBody(z.object({ shippingAddress: shippingAddressSchema, card: cardPaymentSchema })),
  },
  responses: {
    201: jsonContent(orderSchema, 'Placed and paid'),
    400: errorResponse('Invalid address or card'),
    401: notSignedIn,
    402: errorResponse('Payment failed'),
    409: errorResponse('A product sold out or can no longer be bought'),
    422: errorResponse('Empty cart'),
  },
});
const placeOrderHandler: AppRouteHandler<typeof placeOrderRoute> = async (c) => {
  const order = await placeOrder({
    ...payer(c, c.req.valid('header')['idempotency-key']),
    input: c.req.valid('json'),
  });
  return c.json(order, 201);
};

const listOrdersRoute = createRoute({
  method: 'get',
  path: '/orders',
  tags: ['orders'],
  summary: 'Your orders, newest first',
  middleware: requireUser(),
  responses: {
    200: jsonContent(z.object({ items: z.array(orderSchema) }), 'Your orders'),
    401: notSignedIn,
  },
});
const listOrdersHandler: AppRouteHandler<typeof listOrdersRoute> = async (c) =>
  c.json({ items: await listOrders({ db: c.var.db, userId: currentUserId(c) }) }, 200);

const getOrderRoute = createRoute({
  method: 'get',
  path: '/orders/{id}',
  tags: ['orders'],
  summary: 'One of your orders',
  middleware: requireUser(),
  request: { params: idParams },
  responses: {
    200: jsonContent(orderSchema, 'The order'),
    401: notSignedIn,
    404: errorResponse('No such order of yours'),
  },
});
const getOrderHandler: AppRouteHandler<typeof getOrderRoute> = async (c) =>
  c.json(await getOrder({ db: c.var.db, userId: currentUserId(c), orderId: c.req.valid('param').id }), 200);

const cancelOrderRoute = createRoute({
  method: 'post',
  path: '/orders/{id}/cancel',
  tags: ['orders'],
  summary: 'Cancel your order (only from processing or pre_ordered); its stock comes back and it is refunded',
  middleware: requireUser(),
  request: { params: idParams },
  responses: {
    200: jsonContent(orderSchema, 'Cancelled'),
    401: notSignedIn,
    404: errorResponse('No such order of yours'),
    422: errorResponse('Too late to cancel'),
  },
});
const cancelOrderHandler: AppRouteHandler<typeof cancelOrderRoute> = async (c) =>
  c.json(
    await cancelOrder({
      db: c.var.db,
      provider: c.var.payments,
      events: c.var.events,
      logger: c.var.logger,
      userId: currentUserId(c),
      orderId: c.req.valid('param').id,
    }),
    200,
  );

export const ordersRouter = createRouter()
  .openapi(placeOrderRoute, placeOrderHandler)
  .openapi(listOrdersRoute, listOrdersHandler)
  .openapi(getOrderRoute, getOrderHandler)
  .openapi(cancelOrderRoute, cancelOrderHandler);
