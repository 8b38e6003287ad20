import { createRoute } from '@hono/zod-openapi';
import {
  adminJobPageSchema,
  adminJobSchema,
  adminJobsQuerySchema,
} from '@restora/shared/contracts/admin-jobs';
import { auditActor } from '../../http/audit-actor';
import { adminOnly, errorResponse, idParams, jsonContent, type AppRouteHandler } from '../../http/openapi';
import { requireAdmin } from '../../http/require-admin';
import { createRouter } from '../../http/router';
import { listAdminJobs, retryJob } from '../../services/admin-jobs/admin-jobs';

// Background jobs in the back office (docs/decisions/admin-moderation.md, docs/decisions/background-jobs.md).

const jobsRoute = createRoute({
  method: 'get',
  path: '/admin/jobs',
  tags: ['admin'],
  summary: 'Background jobs, newest first, by status and queue (administrators only)',
  middleware: requireAdmin(),
  request: { query: adminJobsQuerySchema },
  responses: {
    200: jsonContent(adminJobPageSchema, 'One page of jobs'),
    400: errorResponse('Bad parameter'),
    ...adminOnly,
  },
});
const jobsHandler: AppRouteHandler<typeof jobsRoute> = async (c) => {
  const { page, dir, status, queue } = c.req.valid('query');
  return c.json(await listAdminJobs({ db: c.var.db, page, dir, status, queue }), 200);
};

const retryRoute = createRoute({
  method: 'post',
  path: '/admin/jobs/{id}/retry',
  tags: ['admin'],
  summary: 'Run a failed job again; a failed message it sends is pending again too (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams },
  responses: {
    200: jsonContent(adminJobSchema, 'Queued again'),
    404: errorResponse('No such job'),
    409: errorResponse('Not a failed job'),
    ...adminOnly,
  },
});
const retryHandler: AppRouteHandler<typeof retryRoute> = async (c) =>
  c.json(
    await retryJob({ db: c.var.db, actor: auditActor(c, 'operator'), id: c.req.valid('param').id }),
    200,
  );

export const adminJobsRouter = createRouter()
  .openapi(jobsRoute, jobsHandler)
  .openapi(retryRoute, retryHandler);
