import { createRoute } from '@hono/zod-openapi';
import {
  listServicesQuerySchema,
  servicesResponseSchema,
  wellnessServiceSchema,
} from '@restora/shared/contracts/services';
import { errorResponse, idParams, jsonContent, type AppRouteHandler } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { getService, listServices } from '../../services/wellness-services/list-services';

const listServicesRoute = createRoute({
  method: 'get',
  path: '/services',
  tags: ['services'],
  summary: "The general wellness services, plus the listing's property's own when listingId is given",
  request: { query: listServicesQuerySchema },
  responses: {
    200: jsonContent(servicesResponseSchema, 'Services'),
    400: errorResponse('Bad listingId'),
  },
});
const listServicesHandler: AppRouteHandler<typeof listServicesRoute> = async (c) =>
  c.json({ items: await listServices({ db: c.var.readDb, listingId: c.req.valid('query').listingId }) }, 200);

const getServiceRoute = createRoute({
  method: 'get',
  path: '/services/{id}',
  tags: ['services'],
  summary: 'One wellness service',
  request: { params: idParams },
  responses: {
    200: jsonContent(wellnessServiceSchema, 'The service'),
    404: errorResponse('No such service'),
  },
});
const getServiceHandler: AppRouteHandler<typeof getServiceRoute> = async (c) =>
  c.json(await getService({ db: c.var.readDb, id: c.req.valid('param').id }), 200);

export const servicesRouter = createRouter()
  .openapi(listServicesRoute, listServicesHandler)
  .openapi(getServiceRoute, getServiceHandler);
