import { createRoute } from '@hono/zod-openapi';
import {
  blockNightsSchema,
  calendarChangeSchema,
  calendarMonthQuerySchema,
  calendarRangeSchema,
  minimumStaySchema,
  priceOverrideSchema,
  roomCalendarSchema,
} from '@restora/shared/contracts/room-calendar';
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
import { currentUserId, requireUser } from '../../http/session';
import { blockNights } from '../../services/room-calendar/block-nights';
import { clearMinimumStays } from '../../services/room-calendar/clear-minimum-stays';
import { clearPriceOverrides } from '../../services/room-calendar/clear-price-overrides';
import { getRoomCalendar } from '../../services/room-calendar/get-room-calendar';
import { setMinimumStay } from '../../services/room-calendar/set-minimum-stay';
import { setPriceOverride } from '../../services/room-calendar/set-price-override';
import { unblockNights } from '../../services/room-calendar/unblock-nights';

// A room's calendar in the partner console: its nights, blocks, prices and minimum stays
// (docs/decisions/room-calendars.md). Every operation is for members of the room's organisation.

const guarded = {
  ...partnerOnly,
  404: errorResponse("No such room among your organisations' rooms"),
};
const changed = (what: string) => jsonContent(calendarChangeSchema, what);
const invalid = errorResponse('Invalid dates (in the past, in the wrong order, too long) or values');
const base = '/partner/rooms/{id}';

const calendarRoute = createRoute({
  method: 'get',
  path: `${base}/calendar`,
  tags: ['partners'],
  summary: "One month of your room's nights: booked (with the guest), blocked, price and minimum stay",
  middleware: requireUser(),
  request: { params: idParams, query: calendarMonthQuerySchema },
  responses: { 200: jsonContent(roomCalendarSchema, 'The month'), 400: invalid, ...guarded },
});
const calendarHandler: AppRouteHandler<typeof calendarRoute> = async (c) =>
  c.json(
    await getRoomCalendar({
      db: c.var.db,
      userId: currentUserId(c),
      roomId: c.req.valid('param').id,
      month: c.req.valid('query').month,
    }),
    200,
  );

const blockRoute = createRoute({
  method: 'post',
  path: `${base}/blocks`,
  tags: ['partners'],
  summary: 'Block the free nights [from, to) of your room, with an optional note',
  middleware: requireUser(),
  request: { params: idParams, body: jsonBody(blockNightsSchema) },
  responses: {
    201: changed('The nights are blocked'),
    400: invalid,
    409: errorResponse('A booking or a block already holds some of the nights'),
    ...guarded,
  },
});
const blockHandler: AppRouteHandler<typeof blockRoute> = async (c) =>
  c.json(
    await blockNights({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'partner'),
      roomId: c.req.valid('param').id,
      input: c.req.valid('json'),
    }),
    201,
  );

const unblockRoute = createRoute({
  method: 'delete',
  path: `${base}/blocks`,
  tags: ['partners'],
  summary: 'Open the blocked nights [from, to) of your room again (booked nights stay booked)',
  middleware: requireUser(),
  request: { params: idParams, query: calendarRangeSchema },
  responses: { 200: changed('The nights are open'), 400: invalid, ...guarded },
});
const unblockHandler: AppRouteHandler<typeof unblockRoute> = async (c) =>
  c.json(
    await unblockNights({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'partner'),
      roomId: c.req.valid('param').id,
      range: c.req.valid('query'),
    }),
    200,
  );

const setPriceRoute = createRoute({
  method: 'post',
  path: `${base}/price-overrides`,
  tags: ['partners'],
  summary: 'Set the price of nights [from, to) of your room (replaces prices set there before)',
  middleware: requireUser(),
  request: { params: idParams, body: jsonBody(priceOverrideSchema) },
  responses: {
    201: changed('The price is set'),
    400: invalid,
    409: errorResponse('Changed meanwhile'),
    ...guarded,
  },
});
const setPriceHandler: AppRouteHandler<typeof setPriceRoute> = async (c) =>
  c.json(
    await setPriceOverride({
      db: c.var.db,
      actor: auditActor(c, 'partner'),
      roomId: c.req.valid('param').id,
      input: c.req.valid('json'),
    }),
    201,
  );

const clearPriceRoute = createRoute({
  method: 'delete',
  path: `${base}/price-overrides`,
  tags: ['partners'],
  summary: "Put nights [from, to) of your room back to the room's own price",
  middleware: requireUser(),
  request: { params: idParams, query: calendarRangeSchema },
  responses: { 200: changed('The room price applies again'), 400: invalid, ...guarded },
});
const clearPriceHandler: AppRouteHandler<typeof clearPriceRoute> = async (c) =>
  c.json(
    await clearPriceOverrides({
      db: c.var.db,
      actor: auditActor(c, 'partner'),
      roomId: c.req.valid('param').id,
      range: c.req.valid('query'),
    }),
    200,
  );

const setMinimumRoute = createRoute({
  method: 'post',
  path: `${base}/minimum-stays`,
  tags: ['partners'],
  summary: 'Set the minimum nights of stays starting on nights [from, to) of your room',
  middleware: requireUser(),
  request: { params: idParams, body: jsonBody(minimumStaySchema) },
  responses: {
    201: changed('The minimum is set'),
    400: invalid,
    409: errorResponse('Changed meanwhile'),
    ...guarded,
  },
});
const setMinimumHandler: AppRouteHandler<typeof setMinimumRoute> = async (c) =>
  c.json(
    await setMinimumStay({
      db: c.var.db,
      actor: auditActor(c, 'partner'),
      roomId: c.req.valid('param').id,
      input: c.req.valid('json'),
    }),
    201,
  );

const clearMinimumRoute = createRoute({
  method: 'delete',
  path: `${base}/minimum-stays`,
  tags: ['partners'],
  summary: 'Remove the minimum stay of nights [from, to) of your room',
  middleware: requireUser(),
  request: { params: idParams, query: calendarRangeSchema },
  responses: { 200: changed('No minimum applies there any more'), 400: invalid, ...guarded },
});
const clearMinimumHandler: AppRouteHandler<typeof clearMinimumRoute> = async (c) =>
  c.json(
    await clearMinimumStays({
      db: c.var.db,
      actor: auditActor(c, 'partner'),
      roomId: c.req.valid('param').id,
      range: c.req.valid('query'),
    }),
    200,
  );

export const roomCalendarRouter = createRouter()
  .openapi(calendarRoute, calendarHandler)
  .openapi(blockRoute, blockHandler)
  .openapi(unblockRoute, unblockHandler)
  .openapi(setPriceRoute, setPriceHandler)
  .openapi(clearPriceRoute, clearPriceHandler)
  .openapi(setMinimumRoute, setMinimumHandler)
  .openapi(clearMinimumRoute, clearMinimumHandler);
