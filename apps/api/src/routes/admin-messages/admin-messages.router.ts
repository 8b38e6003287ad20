import { createRoute } from '@hono/zod-openapi';
import {
  adminMessagePageSchema,
  adminMessageSchema,
  adminMessagesQuerySchema,
} from '@restora/shared/contracts/admin-moderation';
import { auditActor } from '../../http/audit-actor';
import { adminOnly, errorResponse, idParams, jsonContent, type AppRouteHandler } from '../../http/openapi';
import { requireAdmin } from '../../http/require-admin';
import { createRouter } from '../../http/router';
import { listAdminMessages, retryMessage } from '../../services/moderation/admin-messages';

// The outbox in the back office: what was sent, what waits, what failed (docs/decisions/admin-moderation.md).

const messagesRoute = createRoute({
  method: 'get',
  path: '/admin/messages',
  tags: ['admin'],
  summary: 'The outbox, newest first, by status and recipient (administrators only)',
  middleware: requireAdmin(),
  request: { query: adminMessagesQuerySchema },
  responses: {
    200: jsonContent(adminMessagePageSchema, 'One page of messages'),
    400: errorResponse('Bad parameter'),
    ...adminOnly,
  },
});
const messagesHandler: AppRouteHandler<typeof messagesRoute> = async (c) => {
  const { page, dir, status, recipient } = c.req.valid('query');
  return c.json(await listAdminMessages({ db: c.var.db, page, dir, status, recipient }), 200);
};

const retryRoute = createRoute({
  method: 'post',
  path: '/admin/messages/{id}/retry',
  tags: ['admin'],
  summary: 'Send a failed message again (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams },
  responses: {
    200: jsonContent(adminMessageSchema, 'Pending again'),
    404: errorResponse('No such message'),
    409: errorResponse('Not a failed message'),
    ...adminOnly,
  },
});
const retryHandler: AppRouteHandler<typeof retryRoute> = async (c) =>
  c.json(
    await retryMessage({ db: c.var.db, actor: auditActor(c, 'operator'), id: c.req.valid('param').id }),
    200,
  );

export const adminMessagesRouter = createRouter()
  .openapi(messagesRoute, messagesHandler)
  .openapi(retryRoute, retryHandler);
