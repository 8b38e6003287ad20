import { createRoute } from '@hono/zod-openapi';
import {
  conversationDetailSchema,
  conversationListSchema,
  conversationsQuerySchema,
  messagesQuerySchema,
  sendMessageSchema,
  startConversationSchema,
  unreadCountSchema,
} from '@restora/shared/contracts/conversations';
import {
  errorResponse,
  idParams,
  jsonBody,
  jsonContent,
  notSignedIn,
  type AppRouteHandler,
} from '../../http/openapi';
import { createRouter } from '../../http/router';
import { tellRead } from '../../http/tell-read';
import { currentUserId, requireUser } from '../../http/session';
import {
  getGuestConversation,
  guestUnread,
  listGuestConversations,
  markGuestRead,
  sendGuestMessage,
  startConversation,
} from '../../services/conversations/guest-conversations';

// The guest's conversations with hosts (docs/decisions/conversations.md). Another guest's thread is a 404.

const thread = jsonContent(conversationDetailSchema, 'The thread with its latest messages, oldest first');
const noThread = errorResponse('No such conversation of yours');
const unread = jsonContent(unreadCountSchema, 'Unread messages and the conversations that hold them');
const tooMany = errorResponse('Too many messages in a short time (Retry-After)');

const startRoute = createRoute({
  method: 'post',
  path: '/conversations',
  tags: ['conversations'],
  summary: 'Ask the host about a room, a retreat or a service: starts or continues your thread with them',
  middleware: requireUser(),
  request: { body: jsonBody(startConversationSchema) },
  responses: {
    201: thread,
    400: errorResponse('Invalid fields, each named'),
    401: notSignedIn,
    404: errorResponse('Nothing shown to travellers by that id, or no host to ask'),
    409: errorResponse('The host has closed the conversation'),
    422: errorResponse('You are a host of that property'),
    429: tooMany,
  },
});
const startHandler: AppRouteHandler<typeof startRoute> = async (c) =>
  c.json(
    await startConversation({
      db: c.var.db,
      events: c.var.events,
      userId: currentUserId(c),
      messageLimit: c.var.settings.rateLimits.messagesAccount,
      input: c.req.valid('json'),
    }),
    201,
  );

const listRoute = createRoute({
  method: 'get',
  path: '/conversations',
  tags: ['conversations'],
  summary:
    'Your conversations, the latest message first, with unread counts (only unread ones with unread=true)',
  middleware: requireUser(),
  request: { query: conversationsQuerySchema },
  responses: {
    200: jsonContent(conversationListSchema, 'One page of conversations and the total'),
    400: errorResponse('Bad parameter'),
    401: notSignedIn,
  },
});
const listHandler: AppRouteHandler<typeof listRoute> = async (c) =>
  c.json(
    await listGuestConversations({ db: c.var.db, userId: currentUserId(c), ...c.req.valid('query') }),
    200,
  );

const unreadRoute = createRoute({
  method: 'get',
  path: '/conversations/unread',
  tags: ['conversations'],
  summary: "Your unread messages in all conversations (the header's badge)",
  middleware: requireUser(),
  responses: { 200: unread, 401: notSignedIn },
});
const unreadHandler: AppRouteHandler<typeof unreadRoute> = async (c) =>
  c.json(await guestUnread({ db: c.var.db, userId: currentUserId(c) }), 200);

const getRoute = createRoute({
  method: 'get',
  path: '/conversations/{id}',
  tags: ['conversations'],
  summary:
    'One of your conversations with its messages (earlier ones with before); the newest page marks it read',
  middleware: requireUser(),
  request: { params: idParams, query: messagesQuerySchema },
  responses: { 200: thread, 400: errorResponse('Bad parameter'), 401: notSignedIn, 404: noThread },
});
const getHandler: AppRouteHandler<typeof getRoute> = async (c) => {
  const { id } = c.req.valid('param');
  const answer = await getGuestConversation({
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
  path: '/conversations/{id}/messages',
  tags: ['conversations'],
  summary: 'Write in one of your conversations',
  middleware: requireUser(),
  request: { params: idParams, body: jsonBody(sendMessageSchema) },
  responses: {
    201: thread,
    400: errorResponse('Invalid fields, each named'),
    401: notSignedIn,
    404: noThread,
    409: errorResponse('The host has closed the conversation (a booking in progress keeps it open)'),
    429: tooMany,
  },
});
const replyHandler: AppRouteHandler<typeof replyRoute> = async (c) =>
  c.json(
    await sendGuestMessage({
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
  path: '/conversations/{id}/read',
  tags: ['conversations'],
  summary: 'Mark one of your conversations read; answers your unread total',
  middleware: requireUser(),
  request: { params: idParams },
  responses: { 200: unread, 400: errorResponse('Bad id'), 401: notSignedIn, 404: noThread },
});
const readHandler: AppRouteHandler<typeof readRoute> = async (c) => {
  const { id } = c.req.valid('param');
  const answer = await markGuestRead({ db: c.var.db, userId: currentUserId(c), id });
  tellRead(c, id);
  return c.json(answer, 200);
};

export const conversationsRouter = createRouter()
  .openapi(startRoute, startHandler)
  .openapi(listRoute, listHandler)
  .openapi(unreadRoute, unreadHandler)
  .openapi(getRoute, getHandler)
  .openapi(replyRoute, replyHandler)
  .openapi(readRoute, readHandler);
