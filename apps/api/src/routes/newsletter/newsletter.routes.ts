import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '@restora/shared/contracts/errors';
import {
  subscribeNewsletterResponseSchema,
  subscribeNewsletterSchema,
} from '@restora/shared/contracts/newsletter';

export const subscribeNewsletter = createRoute({
  method: 'post',
  path: '/newsletter',
  tags: ['newsletter'],
  summary: 'Subscribe an e-mail address to the newsletter (a repeat is a success, stored once)',
  request: {
    body: { required: true, content: { 'application/json': { schema: subscribeNewsletterSchema } } },
  },
  responses: {
    200: {
      description: 'Subscribed',
      content: { 'application/json': { schema: subscribeNewsletterResponseSchema } },
    },
    400: { description: 'Invalid e-mail', content: { 'application/json': { schema: apiErrorSchema } } },
    429: {
      description: 'Too many sign-ups from this address (Retry-After says when to try again)',
      content: { 'application/json': { schema: apiErrorSchema } },
    },
  },
});
