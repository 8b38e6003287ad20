import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@restora/shared/contracts/errors';
import { cardPaymentSchema, idempotencyHeaderSchema } from '@restora/shared/contracts/payments';
import { orderSchema, shippingAddressSchema } from '@restora/shared/contracts/shop';
import { createRouter } from '../../http/router';
import { currentUserId, requireUser } from '../../http/session';
import { cancelOrder, getOrder, listOrders } from '../../services/shop/orders';
import { placeOrder } from '../../services/shop/place-order';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const error = (description: string) => json(apiErrorSchema, description);
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

const placeOrderRoute = createRoute({
  method: 'post',
  path: '/orders',
  tags: ['orders'],
  summary: 'Check out the cart: prices and stock from the database, one transaction, then payment',
  middleware: requireUser(),
  request: {
    headers: idempotencyHeaderSchema,
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({ shippingAddress: shippingAddressSchema, card: cardPaymentSchema }),
        },
      },
    },
  },
  responses: {
    201: json(orderSchema, 'Placed and paid'),
    400: error('Invalid address or card'),
    401: error('Not signed in'),
    402: error('Payment failed'),
    409: error('A product sold out or can no longer be bought'),
    422: error('Empty cart'),
  },
});

const listOrdersRoute = createRoute({
  method: 'get',
  path: '/orders',
  tags: ['orders'],
  summary: 'Your orders, newest first',
  middleware: requireUser(),
  responses: {
    200: json(z.object({ items: z.array(orderSchema) }), 'Your orders'),
    401: error('Not signed in'),
  },
});

const getOrderRoute = createRoute({
  method: 'get',
  path: '/orders/{id}',
  tags: ['orders'],
  summary: 'One of your orders',
  middleware: requireUser(),
  request: { params: idParams },
  responses: {
    200: json(orderSchema, 'The order'),
    401: error('Not signed in'),
    404: error('No such order of yours'),
  },
});

const cancelOrderRoute = createRoute({
  method: 'post',
  path: '/orders/{id}/cancel',
  tags: ['orders'],
  summary: 'Cancel your order (only from processing or pre_ordered); its stock comes back',
  middleware: requireUser(),
  request: { params: idParams },
  responses: {
    200: json(orderSchema, 'Cancelled'),
    401: error('Not signed in'),
    404: error('No such order of yours'),
    422: error('Too late to cancel'),
  },
});

export const ordersRouter = createRouter()
  .openapi(placeOrderRoute, async (c) => {
    const order = await placeOrder({
      db: c.var.db,
      provider: c.var.payments,
      events: c.var.events,
      userId: currentUserId(c),
      idempotencyKey: c.req.valid('header')['idempotency-key'],
      input: c.req.valid('json'),
    });
    return c.json(order, 201);
  })
  .openapi(listOrdersRoute, async (c) =>
    c.json({ items: await listOrders({ db: c.var.db, userId: currentUserId(c) }) }, 200),
  )
  .openapi(getOrderRoute, async (c) =>
    c.json(await getOrder({ db: c.var.db, userId: currentUserId(c), orderId: c.req.valid('param').id }), 200),
  )
  .openapi(cancelOrderRoute, async (c) =>
    c.json(
      await cancelOrder({
        db: c.var.db,
        events: c.var.events,
        userId: currentUserId(c),
        orderId: c.req.valid('param').id,
      }),
      200,
    ),
  );
