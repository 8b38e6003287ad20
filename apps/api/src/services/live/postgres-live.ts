import pg from 'pg';
import type { Logger } from '../../logger';
import { createLocalStreams, parseNotice, type LiveNotice, type LiveUpdates } from './live-updates';

// Live updates across API processes on one PostgreSQL (docs/decisions/conversations.md, "Live updates"):
// a notice is sent with NOTIFY on `restora_conversations` once the write has committed, and each process
// keeps one connection of its own LISTENing there (this process's own notices come back on it too), which
// hands each notice to this process's open streams. A lost connection is opened again (after 1 s, doubling
// to 30 s); notices sent meanwhile are gone, so every stream is told to ask everything again.

export const LIVE_CHANNEL = 'restora_conversations';

/** The part of pg.Client the listener uses (a test gives it a fake one to break). */
export type ListenClient = {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', listener: (n: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error', listener: (err: Error) => void): unknown;
};

export type PostgresLiveOptions = {
  logger: Logger;
  /** Sends one NOTIFY (the app's pool: `select pg_notify($1, $2)`). */
  notify: (channel: string, payload: string) => Promise<unknown>;
  /** Opens the listening connection: DATABASE_SESSION_URL's or DATABASE_URL's (not through a pooler). */
  connectionString?: string;
  newClient?: () => ListenClient;
  maxPerAccount?: number;
  firstRetryMs?: number;
  maxRetryMs?: number;
};

export function createPostgresLive({
  logger,
  notify,
  connectionString,
  newClient = () => new pg.Client({ connectionString }),
  maxPerAccount,
  firstRetryMs = 1000,
  maxRetryMs = 30_000,
}: PostgresLiveOptions): LiveUpdates & { listening(): boolean } {
  const streams = createLocalStreams(maxPerAccount);
  let client: ListenClient | undefined;
  let closed = false;
  let lost = false;
  let retryMs = firstRetryMs;
  let timer: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (closed || timer) return;
    lost = true;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, maxRetryMs);
    timer.unref();
  };

  const connect = async () => {
    const next = newClient();
    next.on('notification', (n) => {
      if (n.channel !== LIVE_CHANNEL) return;
      const notice = parseNotice(n.payload);
      if (notice) streams.dispatch(notice);
    });
    next.on('error', (err) => {
      logger.warn({ err }, 'the live-updates connection failed: reconnecting');
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (err) {
      logger.warn({ err }, 'could not listen for live updates: retrying');
      void next.end().catch(() => {});
      schedule();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = firstRetryMs;
    if (lost) {
      lost = false;
      streams.resync();
    }
  };
  void connect();

  return {
    async publish(notice: LiveNotice) {
      await notify(LIVE_CHANNEL, JSON.stringify(notice));
    },
    subscribe: (audience, stream) => streams.subscribe(audience, stream),
    listening: () => client !== undefined,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      streams.endAll();
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
