import { createRoute } from '@hono/zod-openapi';
import { quizAnswersQuerySchema, recommendationsResponseSchema } from '@restora/shared/contracts/quiz';
import { errorResponse, jsonContent, type AppRouteHandler } from '../../http/openapi';
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
    200: jsonContent(recommendationsResponseSchema, 'Stays, then services, then products, each best first'),
    400: errorResponse('An answer is missing or not one of the quiz values'),
  },
});
const recommendationsHandler: AppRouteHandler<typeof recommendationsRoute> = async (c) => {
  c.header('Cache-Control', 'public, max-age=60');
  return c.json({ items: await recommend(c.var.readDb, c.req.valid('query')) }, 200);
};

export const quizRouter = createRouter().openapi(recommendationsRoute, recommendationsHandler);
