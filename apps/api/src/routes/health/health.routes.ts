import { createRoute } from '@hono/zod-openapi';
import { healthResponseSchema } from '@restora/shared/contracts/health';

export const getHealth = createRoute({
  method: 'get',
  path: '/health',
  tags: ['health'],
  summary: 'Liveness and database check',
  responses: {
    200: { description: 'Up', content: { 'application/json': { schema: healthResponseSchema } } },
    503: {
      description: 'Database unreachable',
      content: { 'application/json': { schema: healthResponseSchema } },
    },
  },
});
