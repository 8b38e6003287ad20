import { createRoute, z } from '@hono/zod-openapi';
import { auditEventSchema, auditPageSchema, auditQuerySchema } from '@restora/shared/contracts/admin-audit';
import { adminOnly, errorResponse, jsonContent, type AppRouteHandler } from '../../http/openapi';
import { requireAdmin } from '../../http/require-admin';
import { createRouter } from '../../http/router';
import { getAuditEvent, listAuditEvents } from '../../services/audit/list-audit-events';

// The audit trail in the back office (docs/decisions/audit-trail.md): read only; nobody writes it by hand.

const listAuditRoute = createRoute({
  method: 'get',
  path: '/admin/audit',
  tags: ['admin'],
  summary:
    'The audit trail, newest first, 50 a page, filtered by object, actor, action or days (administrators only)',
  middleware: requireAdmin(),
  request: { query: auditQuerySchema },
  responses: {
    200: jsonContent(auditPageSchema, 'One page of audit records'),
    400: errorResponse('Invalid filter or page'),
    ...adminOnly,
  },
});
const listAuditHandler: AppRouteHandler<typeof listAuditRoute> = async (c) => {
  const { page, dir, sort: _, ...filters } = c.req.valid('query');
  return c.json(await listAuditEvents({ db: c.var.db, page, dir, filters }), 200);
};

const getAuditRoute = createRoute({
  method: 'get',
  path: '/admin/audit/{id}',
  tags: ['admin'],
  summary: 'One audit record with the object before and after the write (administrators only)',
  middleware: requireAdmin(),
  request: { params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }) },
  responses: {
    200: jsonContent(auditEventSchema, 'The record'),
    400: errorResponse('Invalid id'),
    404: errorResponse('No such record'),
    ...adminOnly,
  },
});
const getAuditHandler: AppRouteHandler<typeof getAuditRoute> = async (c) =>
  c.json(await getAuditEvent({ db: c.var.db, id: c.req.valid('param').id }), 200);

export const adminAuditRouter = createRouter()
  .openapi(listAuditRoute, listAuditHandler)
  .openapi(getAuditRoute, getAuditHandler);
