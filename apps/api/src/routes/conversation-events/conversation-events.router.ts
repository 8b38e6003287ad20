import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { tooManyRequests } from '../../errors';
import { errorResponse, notSignedIn, type AppRouteHandler } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { currentSessionId, currentUserId, requireUser } from '../../http/session';
import { liveAudience } from '../../services/conversations/live-audience';
import { partnerSecondFactorRefusal } from '../../services/identity';
import type { LiveEvent } from '../../services/live/live-updates';

// Live updates of the caller's conversations as server-sent events (docs/decisions/conversations.md,
// "Live updates"): each event names a thread that changed, never its words; the page asks again through
// the endpoints that check who is asking.

/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** A stream ends after this long and the browser opens it again, so who may hear what is read anew. */
export const STREAM_LIFETIME_MS = 10 * 60_000;
/** How long the browser waits before opening an ended stream again. */
const RETRY_MS = 3000;
export const TOO_MANY_STREAMS =
  'This account has many live pages open. Close some tabs; the others still update when reloaded.';

const eventsRoute = createRoute({
  method: 'get',
  path: '/conversations/events',
  tags: ['conversations'],
  summary:
    'Live updates of your conversations, and your organisations\' (server-sent events): `{"kind":"message"|"read","conversationId"}` or `{"kind":"resync"}`',
  middleware: requireUser(),
  responses: {
    200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
    401: notSignedIn,
    429: errorResponse('Too many open streams for this account'),
  },
});

const eventsHandler: AppRouteHandler<typeof eventsRoute> = async (c) => {
  const userId = currentUserId(c);
  const audience = await liveAudience(c.var.db, {
    userId,
    owesSecondFactor: async () =>
      Boolean(await partnerSecondFactorRefusal(c.var.db, { userId, sessionId: currentSessionId(c) })),
  });
  let stream: SSEStreamingApi | undefined;
  let writing = Promise.resolve();
  const early: LiveEvent[] = [];
  let finish = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  // Writes one after another, so two events never interleave; a failed write means the page has gone.
  const write = (text: string) => {
    writing = writing.then(() => stream!.write(text)).then(() => undefined, finish);
  };
  const send = (event: LiveEvent) => write(`data: ${JSON.stringify(event)}\n\n`);
  const stop = c.var.live.subscribe(audience, {
    deliver: (event) => (stream ? send(event) : void early.push(event)),
    end: () => finish(),
  });
  if (!stop) throw tooManyRequests(RETRY_MS / 1000, TOO_MANY_STREAMS);
  const res = streamSSE(c, async (opened) => {
    stream = opened;
    opened.onAbort(finish);
    write(`retry: ${RETRY_MS}\n\n`);
    for (const event of early.splice(0)) send(event);
    const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
    const lifetime = setTimeout(finish, STREAM_LIFETIME_MS);
    heartbeat.unref();
    lifetime.unref();
    try {
      await finished;
    } finally {
      stop();
      clearInterval(heartbeat);
      clearTimeout(lifetime);
    }
  });
  // Compression passes text/event-stream by; no-transform and X-Accel-Buffering keep proxies from
  // buffering it.
  res.headers.set('Cache-Control', 'no-cache, no-transform');
  res.headers.set('X-Accel-Buffering', 'no');
  return res as unknown as ReturnType<AppRouteHandler<typeof eventsRoute>>;
};

export const conversationEventsRouter = createRouter().openapi(eventsRoute, eventsHandler);
