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
import { clientIp } from '../../http/client-ip';
import { errorResponse, jsonBody, jsonContent, type AppRouteHandler } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { getArticle, listArticles } from '../../services/content/articles';
import { createPartnerApplication } from '../../services/content/create-partner-application';
import { getHowItWorks } from '../../services/content/get-how-it-works';
import { getStaticData } from '../../services/content/get-static-data';
import { listTestimonials } from '../../services/content/list-testimonials';

const staticDataRoute = createRoute({
  method: 'get',
  path: '/static-data',
  tags: ['content'],
  summary: 'Hero, features and partner call-to-action (by type), with the filter vocabularies and locations',
  request: { query: staticDataQuerySchema },
  responses: { 200: jsonContent(staticDataSchema, 'Static data'), 400: errorResponse('Unknown type') },
});
const staticDataHandler: AppRouteHandler<typeof staticDataRoute> = async (c) =>
  c.json(await getStaticData({ db: c.var.readDb, type: c.req.valid('query').type }), 200);

const testimonialsRoute = createRoute({
  method: 'get',
  path: '/testimonials',
  tags: ['content'],
  summary: 'The 12 newest testimonials',
  responses: { 200: jsonContent(z.object({ items: z.array(testimonialSchema) }), 'Testimonials') },
});
const testimonialsHandler: AppRouteHandler<typeof testimonialsRoute> = async (c) =>
  c.json({ items: await listTestimonials({ db: c.var.readDb }) }, 200);

const howItWorksRoute = createRoute({
  method: 'get',
  path: '/how-it-works',
  tags: ['content'],
  summary: 'The four steps, the calorie-control features and the sample meal plan',
  responses: { 200: jsonContent(howItWorksSchema, 'How it works') },
});
const howItWorksHandler: AppRouteHandler<typeof howItWorksRoute> = async (c) =>
  c.json(await getHowItWorks({ db: c.var.readDb }), 200);

const listArticlesRoute = createRoute({
  method: 'get',
  path: '/articles',
  tags: ['content'],
  summary: 'Knowledge articles, searched by title or description and filtered by category',
  request: { query: articlesQuerySchema },
  responses: {
    200: jsonContent(z.object({ items: z.array(articleSummarySchema) }), 'Articles'),
    400: errorResponse('Bad query'),
  },
});
const listArticlesHandler: AppRouteHandler<typeof listArticlesRoute> = async (c) =>
  c.json({ items: await listArticles({ db: c.var.readDb, ...c.req.valid('query') }) }, 200);

const getArticleRoute = createRoute({
  method: 'get',
  path: '/articles/{idOrSlug}',
  tags: ['content'],
  summary: 'One article, by numeric id or by slug',
  request: { params: z.object({ idOrSlug: z.string().min(1).max(120) }) },
  responses: { 200: jsonContent(articleSchema, 'The article'), 404: errorResponse('No such article') },
});
const getArticleHandler: AppRouteHandler<typeof getArticleRoute> = async (c) =>
  c.json(await getArticle({ db: c.var.readDb, idOrSlug: c.req.valid('param').idOrSlug }), 200);

const partnerApplicationRoute = createRoute({
  method: 'post',
  path: '/partner-applications',
  tags: ['content'],
  summary: 'Apply to become a Restora partner',
  request: { body: jsonBody(partnerApplicationSchema) },
  responses: {
    201: jsonContent(z.object({ id: z.number(), receivedAt: z.string() }), 'Received'),
    400: errorResponse('Invalid application'),
    429: errorResponse('Too many applications from this address (Retry-After says when to try again)'),
  },
});
const partnerApplicationHandler: AppRouteHandler<typeof partnerApplicationRoute> = async (c) => {
  const received = await createPartnerApplication({
    db: c.var.db,
    input: c.req.valid('json'),
    ip: clientIp(c),
    limit: c.var.settings.rateLimits.partnerApplicationIp,
  });
  return c.json(received, 201);
};

export const contentRouter = createRouter()
  .openapi(staticDataRoute, staticDataHandler)
  .openapi(testimonialsRoute, testimonialsHandler)
  .openapi(howItWorksRoute, howItWorksHandler)
  .openapi(listArticlesRoute, listArticlesHandler)
  .openapi(getArticleRoute, getArticleHandler)
  .openapi(partnerApplicationRoute, partnerApplicationHandler);
