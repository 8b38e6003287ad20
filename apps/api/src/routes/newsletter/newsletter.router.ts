import { createRoute } from '@hono/zod-openapi';
import {
  subscribeNewsletterResponseSchema,
  subscribeNewsletterSchema,
} from '@restora/shared/contracts/newsletter';
import { clientIp } from '../../http/client-ip';
import { errorResponse, jsonBody, jsonContent, type AppRouteHandler } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { subscribeToNewsletter } from '../../services/newsletter/subscribe-to-newsletter';

const subscribeRoute = createRoute({
  method: 'post',
  path: '/newsletter',
  tags: ['newsletter'],
  summary: 'Subscribe an e-mail address to the newsletter (a repeat is a success, stored once)',
  request: { body: jsonBody(subscribeNewsletterSchema) },
  responses: {
    200: jsonContent(subscribeNewsletterResponseSchema, 'Subscribed'),
    400: errorResponse('Invalid e-mail'),
    429: errorResponse('Too many sign-ups from this address (Retry-After says when to try again)'),
  },
});
const subscribeHandler: AppRouteHandler<typeof subscribeRoute> = async (c) => {
  const { email, source } = c.req.valid('json');
  const result = await subscribeToNewsletter({
    db: c.var.db,
    email,
    source,
    ip: clientIp(c),
    limit: c.var.settings.rateLimits.newsletterIp,
  });
  return c.json({ subscribed: true as const, alreadySubscribed: result.alreadySubscribed }, 200);
};

export const newsletterRouter = createRouter().openapi(subscribeRoute, subscribeHandler);
