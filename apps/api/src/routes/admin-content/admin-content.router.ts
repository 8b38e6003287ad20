import { createRoute } from '@hono/zod-openapi';
import {
  adminArticlePageSchema,
  adminArticleSchema,
  adminArticlesQuerySchema,
  adminTestimonialPageSchema,
  adminTestimonialSchema,
  adminTestimonialsQuerySchema,
  articleInputSchema,
  homeTextsSchema,
  testimonialInputSchema,
} from '@restora/shared/contracts/admin-content';
import { auditActor } from '../../http/audit-actor';
import {
  adminOnly,
  errorResponse,
  idParams,
  jsonBody,
  jsonContent,
  type AppRouteHandler,
} from '../../http/openapi';
import { requireAdmin } from '../../http/require-admin';
import { createRouter } from '../../http/router';
import {
  createArticle,
  getAdminArticle,
  listAdminArticles,
  setArticleStatus,
  updateArticle,
} from '../../services/content/admin-articles';
import { getHomeTexts, updateHomeTexts } from '../../services/content/admin-home-texts';
import { listAdminTestimonials, updateTestimonial } from '../../services/content/admin-testimonials';

// The back office's content (docs/decisions/admin-content.md): articles, testimonials, home page texts.

const tags = ['admin'];

const listArticlesRoute = createRoute({
  method: 'get',
  path: '/admin/articles',
  tags,
  summary: 'Articles, drafts included: title prefix, status and category; 50 a page (administrators only)',
  middleware: requireAdmin(),
  request: { query: adminArticlesQuerySchema },
  responses: {
    200: jsonContent(adminArticlePageSchema, 'Articles'),
    400: errorResponse('Bad query'),
    ...adminOnly,
  },
});
const listArticlesHandler: AppRouteHandler<typeof listArticlesRoute> = async (c) =>
  c.json(await listAdminArticles({ db: c.var.db, query: c.req.valid('query') }), 200);

const getArticleRoute = createRoute({
  method: 'get',
  path: '/admin/articles/{id}',
  tags,
  summary: 'One article, draft or published, with its Markdown body (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams },
  responses: {
    200: jsonContent(adminArticleSchema, 'The article'),
    404: errorResponse('No such article'),
    ...adminOnly,
  },
});
const getArticleHandler: AppRouteHandler<typeof getArticleRoute> = async (c) =>
  c.json(await getAdminArticle({ db: c.var.db, id: c.req.valid('param').id }), 200);

const createArticleRoute = createRoute({
  method: 'post',
  path: '/admin/articles',
  tags,
  summary: 'Write a new article, as a draft (administrators only)',
  middleware: requireAdmin(),
  request: { body: jsonBody(articleInputSchema) },
  responses: {
    201: jsonContent(adminArticleSchema, 'Created'),
    400: errorResponse('Invalid article'),
    409: errorResponse('Slug already used'),
    ...adminOnly,
  },
});
const createArticleHandler: AppRouteHandler<typeof createArticleRoute> = async (c) =>
  c.json(
    await createArticle({ db: c.var.db, actor: auditActor(c, 'operator'), input: c.req.valid('json') }),
    201,
  );

const updateArticleRoute = createRoute({
  method: 'put',
  path: '/admin/articles/{id}',
  tags,
  summary:
    "Change an article's title, slug, category, read time, cover, excerpt or body (administrators only)",
  middleware: requireAdmin(),
  request: { params: idParams, body: jsonBody(articleInputSchema) },
  responses: {
    200: jsonContent(adminArticleSchema, 'Updated'),
    400: errorResponse('Invalid article'),
    404: errorResponse('No such article'),
    409: errorResponse('Slug already used'),
    ...adminOnly,
  },
});
const updateArticleHandler: AppRouteHandler<typeof updateArticleRoute> = async (c) =>
  c.json(
    await updateArticle({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'operator'),
      id: c.req.valid('param').id,
      input: c.req.valid('json'),
    }),
    200,
  );

const statusRoute = (verb: 'publish' | 'unpublish') =>
  createRoute({
    method: 'post',
    path: `/admin/articles/{id}/${verb}`,
    tags,
    summary:
      verb === 'publish'
        ? 'Publish an article: on the knowledge centre, in its search and at its address (administrators only)'
        : 'Take an article back to a draft: gone for the public (administrators only)',
    middleware: requireAdmin(),
    request: { params: idParams },
    responses: {
      200: jsonContent(adminArticleSchema, verb === 'publish' ? 'Published' : 'Unpublished'),
      404: errorResponse('No such article'),
      ...adminOnly,
    },
  });
const publishRoute = statusRoute('publish');
const publishHandler: AppRouteHandler<typeof publishRoute> = async (c) =>
  c.json(
    await setArticleStatus({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'operator'),
      id: c.req.valid('param').id,
      status: 'published',
    }),
    200,
  );
const unpublishRoute = statusRoute('unpublish');
const unpublishHandler: AppRouteHandler<typeof unpublishRoute> = async (c) =>
  c.json(
    await setArticleStatus({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'operator'),
      id: c.req.valid('param').id,
      status: 'draft',
    }),
    200,
  );

const listTestimonialsRoute = createRoute({
  method: 'get',
  path: '/admin/testimonials',
  tags,
  summary: 'Every testimonial, shown or hidden, newest change first; 50 a page (administrators only)',
  middleware: requireAdmin(),
  request: { query: adminTestimonialsQuerySchema },
  responses: {
    200: jsonContent(adminTestimonialPageSchema, 'Testimonials'),
    400: errorResponse('Bad query'),
    ...adminOnly,
  },
});
const listTestimonialsHandler: AppRouteHandler<typeof listTestimonialsRoute> = async (c) => {
  const { page, dir } = c.req.valid('query');
  return c.json(await listAdminTestimonials({ db: c.var.db, page, dir }), 200);
};

const updateTestimonialRoute = createRoute({
  method: 'put',
  path: '/admin/testimonials/{id}',
  tags,
  summary: 'Edit a testimonial, or show or hide it on the home page (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams, body: jsonBody(testimonialInputSchema) },
  responses: {
    200: jsonContent(adminTestimonialSchema, 'Updated'),
    400: errorResponse('Invalid testimonial'),
    404: errorResponse('No such testimonial'),
    ...adminOnly,
  },
});
const updateTestimonialHandler: AppRouteHandler<typeof updateTestimonialRoute> = async (c) =>
  c.json(
    await updateTestimonial({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'operator'),
      id: c.req.valid('param').id,
      input: c.req.valid('json'),
    }),
    200,
  );

const getHomeTextsRoute = createRoute({
  method: 'get',
  path: '/admin/home-texts',
  tags,
  summary: "The home page's hero and partner call-to-action texts (administrators only)",
  middleware: requireAdmin(),
  responses: {
    200: jsonContent(homeTextsSchema, 'Home page texts'),
    404: errorResponse('Not seeded'),
    ...adminOnly,
  },
});
const getHomeTextsHandler: AppRouteHandler<typeof getHomeTextsRoute> = async (c) =>
  c.json(await getHomeTexts({ db: c.var.db }), 200);

const updateHomeTextsRoute = createRoute({
  method: 'put',
  path: '/admin/home-texts',
  tags,
  summary: "Change the home page's hero and partner call-to-action texts (administrators only)",
  middleware: requireAdmin(),
  request: { body: jsonBody(homeTextsSchema) },
  responses: {
    200: jsonContent(homeTextsSchema, 'Updated'),
    400: errorResponse('Invalid texts'),
    404: errorResponse('Not seeded'),
    ...adminOnly,
  },
});
const updateHomeTextsHandler: AppRouteHandler<typeof updateHomeTextsRoute> = async (c) =>
  c.json(
    await updateHomeTexts({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'operator'),
      input: c.req.valid('json'),
    }),
    200,
  );

export const adminContentRouter = createRouter()
  .openapi(listArticlesRoute, listArticlesHandler)
  .openapi(getArticleRoute, getArticleHandler)
  .openapi(createArticleRoute, createArticleHandler)
  .openapi(updateArticleRoute, updateArticleHandler)
  .openapi(publishRoute, publishHandler)
  .openapi(unpublishRoute, unpublishHandler)
  .openapi(listTestimonialsRoute, listTestimonialsHandler)
  .openapi(updateTestimonialRoute, updateTestimonialHandler)
  .openapi(getHomeTextsRoute, getHomeTextsHandler)
  .openapi(updateHomeTextsRoute, updateHomeTextsHandler);
