import { createRoute } from '@hono/zod-openapi';
import { messagesQuerySchema } from '@restora/shared/contracts/conversations';
import {
  messageModerationParamsSchema,
  messageModerationResultSchema,
  messageReportBodySchema,
  messageReportResultSchema,
  moderatedThreadSchema,
  reportedMessagePageSchema,
  reportedMessagesQuerySchema,
  suspendSenderResultSchema,
} from '@restora/shared/contracts/message-reports';
import type { ConversationSide } from '@restora/shared/domain/conversations';
import { auditActor } from '../../http/audit-actor';
import {
  adminOnly,
  errorResponse,
  idParams,
  jsonBody,
  jsonContent,
  notSignedIn,
  partnerOnly,
  type AppRouteHandler,
} from '../../http/openapi';
import { requireAdmin } from '../../http/require-admin';
import { createRouter } from '../../http/router';
import { currentUserId, requireUser } from '../../http/session';
import { reportMessage } from '../../services/conversations/report-message';
import {
  dismissMessageReports,
  hideMessage,
  suspendSender,
  unhideMessage,
} from '../../services/moderation/moderate-message';
import { listReportedMessages } from '../../services/moderation/reported-messages';
import { getReportedThread } from '../../services/moderation/reported-thread';

// Reporting a conversation message, and the operator's moderation of reported threads
// (docs/decisions/conversations.md, "Moderation").

const reportResponses = {
  201: jsonContent(messageReportResultSchema, 'Reported'),
  200: jsonContent(messageReportResultSchema, 'Already reported by you, still open'),
  400: errorResponse('Invalid fields, each named'),
  404: errorResponse('No such conversation of yours, or no such message shown in it'),
  422: errorResponse('A message of your own side'),
  429: errorResponse('Too many reports in a short time (Retry-After)'),
};

const reportRoute = (side: ConversationSide) =>
  createRoute({
    method: 'post',
    path: `${side === 'guest' ? '' : '/partner'}/conversations/{id}/messages/{messageId}/report`,
    tags: [side === 'guest' ? 'conversations' : 'partners'],
    summary:
      side === 'guest'
        ? "Report the host's message to Restora's team"
        : "Report the guest's message to Restora's team",
    middleware: requireUser(),
    request: { params: messageModerationParamsSchema, body: jsonBody(messageReportBodySchema) },
    responses:
      side === 'guest' ? { ...reportResponses, 401: notSignedIn } : { ...reportResponses, ...partnerOnly },
  });
const guestReportRoute = reportRoute('guest');
const partnerReportRoute = reportRoute('partner');
const reportHandler =
  (side: ConversationSide): AppRouteHandler<typeof guestReportRoute> =>
  async (c) => {
    const { id, messageId } = c.req.valid('param');
    const { created, ...result } = await reportMessage({
      db: c.var.db,
      userId: currentUserId(c),
      side,
      conversationId: id,
      messageId,
      input: c.req.valid('json'),
      limit: c.var.settings.rateLimits.messageReportsAccount,
    });
    return created ? c.json(result, 201) : c.json(result, 200);
  };

const queueRoute = createRoute({
  method: 'get',
  path: '/admin/messages/reported',
  tags: ['admin'],
  summary: 'Reported conversation messages, open or resolved, the latest report first (administrators only)',
  middleware: requireAdmin(),
  request: { query: reportedMessagesQuerySchema },
  responses: {
    200: jsonContent(reportedMessagePageSchema, 'One page of the queue'),
    400: errorResponse('Bad parameter'),
    ...adminOnly,
  },
});
const queueHandler: AppRouteHandler<typeof queueRoute> = async (c) =>
  c.json(await listReportedMessages({ db: c.var.db, ...c.req.valid('query') }), 200);

const noThread = errorResponse('No reported conversation by that id (any other is not shown)');

const threadRoute = createRoute({
  method: 'get',
  path: '/admin/conversations/{id}',
  tags: ['admin'],
  summary:
    'A reported conversation with its messages (hidden ones marked) and reports; only a thread with a report (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams, query: messagesQuerySchema },
  responses: {
    200: jsonContent(moderatedThreadSchema, 'The thread'),
    400: errorResponse('Bad parameter'),
    404: noThread,
    ...adminOnly,
  },
});
const threadHandler: AppRouteHandler<typeof threadRoute> = async (c) =>
  c.json(
    await getReportedThread({
      db: c.var.db,
      id: c.req.valid('param').id,
      before: c.req.valid('query').before,
    }),
    200,
  );

const actionRoute = (action: string, summary: string) =>
  createRoute({
    method: 'post',
    path: `/admin/conversations/{id}/messages/{messageId}/${action}`,
    tags: ['admin'],
    summary: `${summary} (administrators only)`,
    middleware: requireAdmin(),
    request: { params: messageModerationParamsSchema },
    responses: {
      200: jsonContent(messageModerationResultSchema, 'What it did'),
      400: errorResponse('Bad parameter'),
      404: errorResponse('No reported conversation, or no such message in it'),
      ...adminOnly,
    },
  });
const hideRoute = actionRoute('hide', 'Hide a message of a reported thread and close its open reports');
const unhideRoute = actionRoute('unhide', 'Show a hidden message of a reported thread again');
const dismissRoute = actionRoute('dismiss', 'Keep a message as it is and close its open reports');
type ActionHandler = AppRouteHandler<typeof hideRoute>;
const act =
  (run: typeof hideMessage): ActionHandler =>
  async (c) =>
    c.json(await run({ db: c.var.db, actor: auditActor(c, 'operator'), ...c.req.valid('param') }), 200);

const suspendRoute = createRoute({
  method: 'post',
  path: '/admin/conversations/{id}/messages/{messageId}/suspend-sender',
  tags: ['admin'],
  summary: 'Suspend the account that sent a message of a reported thread (administrators only)',
  middleware: requireAdmin(),
  request: { params: messageModerationParamsSchema },
  responses: {
    200: jsonContent(suspendSenderResultSchema, 'Suspended'),
    400: errorResponse('Bad parameter'),
    404: errorResponse('No reported conversation, or no such message in it'),
    409: errorResponse('The sender is gone, is you, or is the last administrator'),
    ...adminOnly,
  },
});
const suspendHandler: AppRouteHandler<typeof suspendRoute> = async (c) =>
  c.json(
    await suspendSender({ db: c.var.db, actor: auditActor(c, 'operator'), ...c.req.valid('param') }),
    200,
  );

export const messageModerationRouter = createRouter()
  .openapi(guestReportRoute, reportHandler('guest'))
  .openapi(partnerReportRoute, reportHandler('partner'))
  .openapi(queueRoute, queueHandler)
  .openapi(threadRoute, threadHandler)
  .openapi(hideRoute, act(hideMessage))
  .openapi(unhideRoute, act(unhideMessage))
  .openapi(dismissRoute, act(dismissMessageReports))
  .openapi(suspendRoute, suspendHandler);
