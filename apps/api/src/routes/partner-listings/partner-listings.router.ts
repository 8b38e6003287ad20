import { createRoute } from '@hono/zod-openapi';
import {
  createPropertySchema,
  partnerPropertyDetailSchema,
  partnerRoomSchema,
  propertyInputSchema,
  publishPropertySchema,
  roomInputSchema,
} from '@restora/shared/contracts/partner-listings';
import { partnerPropertiesQuerySchema, partnerPropertyPageSchema } from '@restora/shared/contracts/partners';
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
import { createPartnerProperty } from '../../services/partners/create-partner-property';
import { createPartnerRoom } from '../../services/partners/create-partner-room';
import { getPartnerProperty } from '../../services/partners/get-partner-property';
import { getPartnerRoom } from '../../services/partners/get-partner-room';
import { listPartnerProperties } from '../../services/partners/list-partner-properties';
import { setPropertyPublished } from '../../services/partners/set-property-published';
import { updatePartnerProperty } from '../../services/partners/update-partner-property';
import { updatePartnerRoom } from '../../services/partners/update-partner-room';

// A partner's properties and rooms in the console (docs/decisions/partner-listings.md). Anything not of the
// caller's organisations is a 404, an account in none a 403.

const guarded = partnerOnly;
const property = jsonContent(partnerPropertyDetailSchema, 'The property, with its rooms');
const room = jsonContent(partnerRoomSchema, 'The room');
const noProperty = errorResponse('No such property among your organisations');
const noRoom = errorResponse('No such room among your organisations');

const listPropertiesRoute = createRoute({
  method: 'get',
  path: '/partner/properties',
  tags: ['partners'],
  summary: 'Your properties whose name holds `search`, by name, 12 a page (at most 48 with pageSize)',
  middleware: requireUser(),
  request: { query: partnerPropertiesQuerySchema },
  responses: {
    200: jsonContent(partnerPropertyPageSchema, 'One page of properties and the total'),
    400: errorResponse('Bad parameter, named'),
    ...guarded,
  },
});
const listPropertiesHandler: AppRouteHandler<typeof listPropertiesRoute> = async (c) =>
  c.json(
    await listPartnerProperties({ db: c.var.db, userId: currentUserId(c), query: c.req.valid('query') }),
    200,
  );

const createPropertyRoute = createRoute({
  method: 'post',
  path: '/partner/properties',
  tags: ['partners'],
  summary: 'Add a property to one of your organisations (unpublished)',
  middleware: requireUser(),
  request: { body: jsonBody(createPropertySchema) },
  responses: {
    201: property,
    400: errorResponse('Invalid fields, each named'),
    404: errorResponse('Not one of your organisations'),
    ...guarded,
  },
});
const createPropertyHandler: AppRouteHandler<typeof createPropertyRoute> = async (c) =>
  c.json(
    await createPartnerProperty({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'partner'),
      input: c.req.valid('json'),
    }),
    201,
  );

const getPropertyRoute = createRoute({
  method: 'get',
  path: '/partner/properties/{id}',
  tags: ['partners'],
  summary: 'One of your properties as you edit it, with its rooms',
  middleware: requireUser(),
  request: { params: idParams },
  responses: { 200: property, 404: noProperty, ...guarded },
});
const getPropertyHandler: AppRouteHandler<typeof getPropertyRoute> = async (c) =>
  c.json(
    await getPartnerProperty({ db: c.var.db, userId: currentUserId(c), id: c.req.valid('param').id }),
    200,
  );

const updatePropertyRoute = createRoute({
  method: 'put',
  path: '/partner/properties/{id}',
  tags: ['partners'],
  summary: 'Save one of your properties (its amenities and wellness features go to all its rooms)',
  middleware: requireUser(),
  request: { params: idParams, body: jsonBody(propertyInputSchema) },
  responses: { 200: property, 400: errorResponse('Invalid fields, each named'), 404: noProperty, ...guarded },
});
const updatePropertyHandler: AppRouteHandler<typeof updatePropertyRoute> = async (c) =>
  c.json(
    await updatePartnerProperty({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'partner'),
      id: c.req.valid('param').id,
      input: c.req.valid('json'),
    }),
    200,
  );

const publishRoute = createRoute({
  method: 'put',
  path: '/partner/properties/{id}/published',
  tags: ['partners'],
  summary: 'Publish (needs a room) or unpublish one of your properties',
  middleware: requireUser(),
  request: { params: idParams, body: jsonBody(publishPropertySchema) },
  responses: {
    200: property,
    400: errorResponse('published is not true or false'),
    404: noProperty,
    409: errorResponse('The property has no room yet'),
    ...guarded,
  },
});
const publishHandler: AppRouteHandler<typeof publishRoute> = async (c) =>
  c.json(
    await setPropertyPublished({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'partner'),
      id: c.req.valid('param').id,
      published: c.req.valid('json').published,
    }),
    200,
  );

const createRoomRoute = createRoute({
  method: 'post',
  path: '/partner/properties/{id}/rooms',
  tags: ['partners'],
  summary: 'Add a room to one of your properties',
  middleware: requireUser(),
  request: { params: idParams, body: jsonBody(roomInputSchema) },
  responses: { 201: room, 400: errorResponse('Invalid fields, each named'), 404: noProperty, ...guarded },
});
const createRoomHandler: AppRouteHandler<typeof createRoomRoute> = async (c) =>
  c.json(
    await createPartnerRoom({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'partner'),
      propertyId: c.req.valid('param').id,
      input: c.req.valid('json'),
    }),
    201,
  );

const getRoomRoute = createRoute({
  method: 'get',
  path: '/partner/rooms/{id}',
  tags: ['partners'],
  summary: 'One room of your properties',
  middleware: requireUser(),
  request: { params: idParams },
  responses: { 200: room, 404: noRoom, ...guarded },
});
const getRoomHandler: AppRouteHandler<typeof getRoomRoute> = async (c) =>
  c.json(await getPartnerRoom({ db: c.var.db, userId: currentUserId(c), id: c.req.valid('param').id }), 200);

const updateRoomRoute = createRoute({
  method: 'put',
  path: '/partner/rooms/{id}',
  tags: ['partners'],
  summary: 'Save one room of your properties: name, description, guests, nightly price, cleaning fee',
  middleware: requireUser(),
  request: { params: idParams, body: jsonBody(roomInputSchema) },
  responses: { 200: room, 400: errorResponse('Invalid fields, each named'), 404: noRoom, ...guarded },
});
const updateRoomHandler: AppRouteHandler<typeof updateRoomRoute> = async (c) =>
  c.json(
    await updatePartnerRoom({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'partner'),
      id: c.req.valid('param').id,
      input: c.req.valid('json'),
    }),
    200,
  );

export const partnerListingsRouter = createRouter()
  .openapi(listPropertiesRoute, listPropertiesHandler)
  .openapi(createPropertyRoute, createPropertyHandler)
  .openapi(getPropertyRoute, getPropertyHandler)
  .openapi(updatePropertyRoute, updatePropertyHandler)
  .openapi(publishRoute, publishHandler)
  .openapi(createRoomRoute, createRoomHandler)
  .openapi(getRoomRoute, getRoomHandler)
  .openapi(updateRoomRoute, updateRoomHandler);
