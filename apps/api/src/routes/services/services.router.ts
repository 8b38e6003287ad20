import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@restora/shared/contracts/errors';
import {
  listServicesQuerySchema,
  servicesResponseSchema,
  wellnessServiceSchema,
} from '@restora/shared/contracts/services';
import { createRouter } from '../../http/router';
import { getService, listServices } from '../../services/wellness-services/list-services';

const listServicesRoute = createRoute({
  method: 'get',
  path: '/services',
  tags: ['services'],
  summary: "The general wellness services, plus the listing's property's own when listingId is given",
  request: { query: listServicesQuerySchema },
  responses: {
    200: { description: 'Services', content: { 'application/json': { schema: servicesResponseSchema } } },
    400: { description: 'Bad listingId', content: { 'application/json': { schema: apiErrorSchema } } },
  },
});

const getServiceRoute = createRoute({
  method: 'get',
  path: '/services/{id}',
  tags: ['services'],
  summary: 'One wellness service',
  request: { params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }) },
  responses: {
    200: { description: 'The service', content: { 'application/json': { schema: wellnessServiceSchema } } },
    404: { description: 'No such service', content: { 'application/json': { schema: apiErrorSchema } } },
  },
});

export const servicesRouter = createRouter()
  .openapi(listServicesRoute, async (c) =>
    c.json({ items: await listServices({ db: c.var.db, listingId: c.req.valid('query').listingId }) }, 200),
  )
  .openapi(getServiceRoute, async (c) =>
    c.json(await getService({ db: c.var.db, id: c.req.valid('param').id }), 200),
  );
