import { createRoute } from '@hono/zod-openapi';
import { healthResponseSchema } from '@restora/shared/contracts/health';
import { jsonContent, type AppRouteHandler } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { getHealth } from '../../services/health/get-health';

const getHealthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['health'],
  summary: 'Liveness and database check',
  responses: {
    200: jsonContent(healthResponseSchema, 'Up'),
    503: jsonContent(healthResponseSchema, 'Database unreachable'),
  },
});
const getHealthHandler: AppRouteHandler<typeof getHealthRoute> = async (c) => {
  const health = await getHealth({ db: c.var.db });
  return health.status === 'ok' ? c.json(health, 200) : c.json(health, 503);
};

export const healthRouter = createRouter().openapi(getHealthRoute, getHealthHandler);
