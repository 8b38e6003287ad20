import { createRoute } from '@hono/zod-openapi';
import {
  conversationDetailSchema,
  conversationListSchema,
  messagesQuerySchema,
  partnerConversationsQuerySchema,
  sendMessageSchema,
  setConversationStatusSchema,
  unreadCountSchema,
} from '@restora/shared/contracts/conversations';
import {
  errorResponse,
  idParams,
  jsonBody,
  jsonContent,
  partnerOnly,
  type AppRouteHandler,
} from '../../http/openapi';
import { auditActor } from '../../http/audit-actor';
import { createRouter } from '../../http/router';
import { tellRead } from '../../http/tell-read';
import { currentUserId, requireUser } from '../../http/session';
import {
  getPartnerConversation,
  listPartnerConversations,
  markPartnerRead,
  partnerUnread,
  sendPartnerMessage,
  setConversationStatus,
} from '../../services/conversations/partner-conversations';

// The conversations of a partner's organisations (docs/decisions/conversations.md). A thread of another
// organisation is a 404, an account in none a 403.

const thread = jsonContent(conversationDetailSchema, 'The thread with its latest messages, oldest first');
const noThread = errorResponse("No such conversation of your organisations'");
const unread = jsonContent(unreadCountSchema, 'Your unread messages and the conversations that hold them');

const listRoute = createRoute({
  method: 'get',
  path: '/partner/conversations',
  tags: ['partners'],
  summary: "Your organisations' conversations, the latest message first (unread, propertyId, status filters)",
  middleware: requireUser(),
  request: { query: partnerConversationsQuerySchema },
  responses: {
    200: jsonContent(conversationListSchema, 'One page of conversations and the total'),
    400: errorResponse('Bad parameter'),
    ...partnerOnly,
  },
});
const listHandler: AppRouteHandler<typeof listRoute> = async (c) =>
  c.json(
    await listPartnerConversations({ db: c.var.db, userId: currentUserId(c), query: c.req.valid('query') }),
    200,
  );

const unreadRoute = createRoute({
  method: 'get',
  path: '/partner/conversations/unread',
  tags: ['partners'],
  summary: "Your unread messages in your organisations' conversations (the console's badge)",
  middleware: requireUser(),
  responses: { 200: unread, ...partnerOnly },
});
const unreadHandler: AppRouteHandler<typeof unreadRoute> = async (c) =>
  c.json(await partnerUnread({ db: c.var.db, userId: currentUserId(c) }), 200);

const getRoute = createRoute({
  method: 'get',
  path: '/partner/conversations/{id}',
  tags: ['partners'],
  summary:
    'One conversation with its messages (earlier ones with before); the newest page marks it read for you',
  middleware: requireUser(),
  request: { params: idParams, query: messagesQuerySchema },
  responses: { 200: thread, 400: errorResponse('Bad parameter'), 404: noThread, ...partnerOnly },
});
const getHandler: AppRouteHandler<typeof getRoute> = async (c) => {
  const { id } = c.req.valid('param');
  const answer = await getPartnerConversation({
    db: c.var.db,
    userId: currentUserId(c),
    id,
    before: c.req.valid('query').before,
  });
  tellRead(c, id);
  return c.json(answer, 200);
};

const replyRoute = createRoute({
  method: 'post',
  path: '/partner/conversations/{id}/messages',
  tags: ['partners'],
  summary: 'Answer the guest, signed with your first name',
  middleware: requireUser(),
  request: { params: idParams, body: jsonBody(sendMessageSchema) },
  responses: {
    201: thread,
    400: errorResponse('Invalid fields, each named'),
    404: noThread,
    429: errorResponse('Too many messages in a short time (Retry-After)'),
    ...partnerOnly,
  },
});
const replyHandler: AppRouteHandler<typeof replyRoute> = async (c) =>
  c.json(
    await sendPartnerMessage({
      db: c.var.db,
      events: c.var.events,
      userId: currentUserId(c),
      messageLimit: c.var.settings.rateLimits.messagesAccount,
      id: c.req.valid('param').id,
      ...c.req.valid('json'),
    }),
    201,
  );

const readRoute = createRoute({
  method: 'post',
  path: '/partner/conversations/{id}/read',
  tags: ['partners'],
  summary: 'Mark a conversation read for you (each member has their own marks); answers your unread total',
  middleware: requireUser(),
  request: { params: idParams },
  responses: { 200: unread, 400: errorResponse('Bad id'), 404: noThread, ...partnerOnly },
});
const readHandler: AppRouteHandler<typeof readRoute> = async (c) => {
  const { id } = c.req.valid('param');
  const answer = await markPartnerRead({ db: c.var.db, userId: currentUserId(c), id });
  tellRead(c, id);
  return c.json(answer, 200);
};

const statusRoute = createRoute({
  method: 'post',
  path: '/partner/conversations/{id}/status',
  tags: ['partners'],
  summary: "Close a conversation to the guest's new messages, or open it again (recorded in the audit trail)",
  middleware: requireUser(),
  request: { params: idParams, body: jsonBody(setConversationStatusSchema) },
  responses: { 200: thread, 400: errorResponse('Invalid fields, each named'), 404: noThread, ...partnerOnly },
});
const statusHandler: AppRouteHandler<typeof statusRoute> = async (c) =>
  c.json(
    await setConversationStatus({
      db: c.var.db,
      actor: auditActor(c, 'partner'),
      id: c.req.valid('param').id,
      status: c.req.valid('json').status,
    }),
    200,
  );

export const partnerConversationsRouter = createRouter()
  .openapi(listRoute, listHandler)
  .openapi(unreadRoute, unreadHandler)
  .openapi(getRoute, getHandler)
  .openapi(replyRoute, replyHandler)
  .openapi(readRoute, readHandler)
  .openapi(statusRoute, statusHandler);
