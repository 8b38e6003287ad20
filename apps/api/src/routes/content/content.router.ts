import { createRoute, z } from '@hono/zod-openapi';
import {
  articleSchema,
  articlesQuerySchema,
  articleSummarySchema,
  howItWorksSchema,
  partnerApplicationSchema,
  staticDataQuerySchema,
  staticDataSchema,
  testimonialSchema,
} from '@restora/shared/contracts/content';
import { apiErrorSchema } from '@restora/shared/contracts/errors';
import { clientIp } from '../../http/client-ip';
import { createRouter } from '../../http/router';
import { getArticle, listArticles } from '../../services/content/articles';
import { createPartnerApplication } from '../../services/content/create-partner-application';
import { getHowItWorks } from '../../services/content/get-how-it-works';
import { getStaticData } from '../../services/content/get-static-data';
import { listTestimonials } from '../../services/content/list-testimonials';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const error = (description: string) => json(apiErrorSchema, description);

const staticDataRoute = createRoute({
  method: 'get',
  path: '/static-data',
  tags: ['content'],
  summary: 'Hero, features and partner call-to-action (by type), with the filter vocabularies and locations',
  request: { query: staticDataQuerySchema },
  responses: { 200: json(staticDataSchema, 'Static data'), 400: error('Unknown type') },
});

const testimonialsRoute = createRoute({
  method: 'get',
  path: '/testimonials',
  tags: ['content'],
  summary: 'The 12 newest testimonials',
  responses: { 200: json(z.object({ items: z.array(testimonialSchema) }), 'Testimonials') },
});

const howItWorksRoute = createRoute({
  method: 'get',
  path: '/how-it-works',
  tags: ['content'],
  summary: 'The four steps, the calorie-control features and the sample meal plan',
  responses: { 200: json(howItWorksSchema, 'How it works') },
});

const listArticlesRoute = createRoute({
  method: 'get',
  path: '/articles',
  tags: ['content'],
  summary: 'Knowledge articles, searched by title or description and filtered by category',
  request: { query: articlesQuerySchema },
  responses: {
    200: json(z.object({ items: z.array(articleSummarySchema) }), 'Articles'),
    400: error('Bad query'),
  },
});

const getArticleRoute = createRoute({
  method: 'get',
  path: '/articles/{idOrSlug}',
  tags: ['content'],
  summary: 'One article, by numeric id or by slug',
  request: { params: z.object({ idOrSlug: z.string().min(1).max(120) }) },
  responses: { 200: json(articleSchema, 'The article'), 404: error('No such article') },
});

const partnerApplicationRoute = createRoute({
  method: 'post',
  path: '/partner-applications',
  tags: ['content'],
  summary: 'Apply to become a Restora partner',
  request: {
    body: { required: true, content: { 'application/json': { schema: partnerApplicationSchema } } },
  },
  responses: {
    201: json(z.object({ id: z.number(), receivedAt: z.string() }), 'Received'),
    400: error('Invalid application'),
    429: error('Too many applications from this address (Retry-After says when to try again)'),
  },
});

export const contentRouter = createRouter()
  .openapi(staticDataRoute, async (c) =>
    c.json(await getStaticData({ db: c.var.db, type: c.req.valid('query').type }), 200),
  )
  .openapi(testimonialsRoute, async (c) => c.json({ items: await listTestimonials({ db: c.var.db }) }, 200))
  .openapi(howItWorksRoute, async (c) => c.json(await getHowItWorks({ db: c.var.db }), 200))
  .openapi(listArticlesRoute, async (c) =>
    c.json({ items: await listArticles({ db: c.var.db, ...c.req.valid('query') }) }, 200),
  )
  .openapi(getArticleRoute, async (c) =>
    c.json(await getArticle({ db: c.var.db, idOrSlug: c.req.valid('param').idOrSlug }), 200),
  )
  .openapi(partnerApplicationRoute, async (c) => {
    const received = await createPartnerApplication({
      db: c.var.db,
      input: c.req.valid('json'),
      ip: clientIp(c),
      limit: c.var.settings.rateLimits.partnerApplicationIp,
    });
    return c.json(received, 201);
  });
