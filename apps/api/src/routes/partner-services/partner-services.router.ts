import { createRoute } from '@hono/zod-openapi';
import {
  partnerServiceSchema,
  partnerServicesQuerySchema,
  partnerServicesResponseSchema,
  serviceInputSchema,
} from '@restora/shared/contracts/partner-services';
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
import { createPartnerService } from '../../services/partners/create-partner-service';
import { getPartnerService } from '../../services/partners/get-partner-service';
import { listPartnerServices } from '../../services/partners/list-partner-services';
import { updatePartnerService } from '../../services/partners/update-partner-service';

// A partner's own wellness services in the console (docs/decisions/partner-services.md). Anything not of
// the caller's organisations is a 404, an account in none a 403.

const service = jsonContent(partnerServiceSchema, 'The service, with its property');
const noService = errorResponse('No such service among your organisations');
const invalid = errorResponse('Invalid fields, each named');

const listRoute = createRoute({
  method: 'get',
  path: '/partner/services',
  tags: ['partners'],
  summary: "Your organisations' services, with their property (of one property with propertyId)",
  middleware: requireUser(),
  request: { query: partnerServicesQuerySchema },
  responses: {
    200: jsonContent(partnerServicesResponseSchema, 'Your services'),
    400: errorResponse('Bad propertyId'),
    ...partnerOnly,
  },
});
const listHandler: AppRouteHandler<typeof listRoute> = async (c) =>
  c.json(
    {
      items: await listPartnerServices({
        db: c.var.db,
        userId: currentUserId(c),
        propertyId: c.req.valid('query').propertyId,
      }),
    },
    200,
  );

const createServiceRoute = createRoute({
  method: 'post',
  path: '/partner/services',
  tags: ['partners'],
  summary: 'Add a service to one of your properties; travellers see it at once',
  middleware: requireUser(),
  request: { body: jsonBody(serviceInputSchema) },
  responses: {
    201: service,
    400: invalid,
    404: errorResponse('The property is not one of your organisations'),
    ...partnerOnly,
  },
});
const createServiceHandler: AppRouteHandler<typeof createServiceRoute> = async (c) =>
  c.json(
    await createPartnerService({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'partner'),
      input: c.req.valid('json'),
    }),
    201,
  );

const getServiceRoute = createRoute({
  method: 'get',
  path: '/partner/services/{id}',
  tags: ['partners'],
  summary: 'One of your services as you edit it',
  middleware: requireUser(),
  request: { params: idParams },
  responses: { 200: service, 404: noService, ...partnerOnly },
});
const getServiceHandler: AppRouteHandler<typeof getServiceRoute> = async (c) =>
  c.json(
    await getPartnerService({ db: c.var.db, userId: currentUserId(c), id: c.req.valid('param').id }),
    200,
  );

const updateServiceRoute = createRoute({
  method: 'put',
  path: '/partner/services/{id}',
  tags: ['partners'],
  summary: 'Save one of your services: name, description, type, category, price, duration, capacity per day',
  middleware: requireUser(),
  request: { params: idParams, body: jsonBody(serviceInputSchema) },
  responses: { 200: service, 400: invalid, 404: noService, ...partnerOnly },
});
const updateServiceHandler: AppRouteHandler<typeof updateServiceRoute> = async (c) =>
  c.json(
    await updatePartnerService({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'partner'),
      id: c.req.valid('param').id,
      input: c.req.valid('json'),
    }),
    200,
  );

export const partnerServicesRouter = createRouter()
  .openapi(listRoute, listHandler)
  .openapi(createServiceRoute, createServiceHandler)
  .openapi(getServiceRoute, getServiceHandler)
  .openapi(updateServiceRoute, updateServiceHandler);
