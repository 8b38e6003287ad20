import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '@restora/shared/contracts/errors';
import { quizAnswersQuerySchema, recommendationsResponseSchema } from '@restora/shared/contracts/quiz';
import { createRouter } from '../../http/router';
import { recommend } from '../../services/quiz/recommend';

const recommendationsRoute = createRoute({
  method: 'get',
  path: '/quiz/recommendations',
  tags: ['quiz'],
  summary:
    "The discovery quiz's suggestions: stays within the budget for the trip's nights, services and products, each with one line on why",
  request: { query: quizAnswersQuerySchema },
  responses: {
    200: {
      description: 'Stays, then services, then products, each best first',
      content: { 'application/json': { schema: recommendationsResponseSchema } },
    },
    400: {
      description: 'An answer is missing or not one of the quiz values',
      content: { 'application/json': { schema: apiErrorSchema } },
    },
  },
});

export const quizRouter = createRouter().openapi(recommendationsRoute, async (c) => {
  c.header('Cache-Control', 'public, max-age=60');
  return c.json({ items: await recommend(c.var.db, c.req.valid('query')) }, 200);
});
