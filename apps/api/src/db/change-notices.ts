import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from '../logger';
import type { Database } from './client';
import type { ReplicaRouter } from './read-replica';

// Per-process caches of what many pages read (docs/decisions/many-processes.md). A write that changes
// such data announces `catalogue.changed` with its topic (docs/decisions/after-commit.md): PostgreSQL's
// NOTIFY, sent in the writing transaction, tells every other API process on the database to forget its
// copies when it commits, and this process forgets its own once it has committed (both wired in
// src/subscribers.ts). On the embedded database there is one process, and the local forgetting is all there is.

export type ChangeTopic = 'stays' | 'products' | 'content' | 'retreats';

const CHANNEL = 'restora_changes';
const topics: readonly ChangeTopic[] = ['stays', 'products', 'content', 'retreats'];
const forgetters = new Map<ChangeTopic, Set<(db: Database) => void>>();

/** Registers what to forget when `topic` changes (a cache module calls it once, where it is defined). */
export function onChange(topic: ChangeTopic, forget: (db: Database) => void): void {
  const set = forgetters.get(topic) ?? new Set();
  forgetters.set(topic, set);
  set.add(forget);
}

/** This process's caches of `topic` in `db` forget what they hold. */
export function forgetLocally(db: Database, topic: ChangeTopic): void {
  for (const forget of forgetters.get(topic) ?? []) forget(db);
}

/**
 * Tells every process listening on the database that `topic` changed. Given the writing transaction, the
 * notice leaves when it commits, and never if it rolls back.
 */
export async function notifyChange(tx: Database, topic: ChangeTopic): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${topic})`);
}

export type ChangeListener = { close(): Promise<void> };

// With a read replica, a cache forgotten on a notice must not be refilled from a replica that has not
// replayed the change yet: the primary's flushed WAL position, read once the notice has arrived (so after
// the commit was flushed, synchronous_commit being on), is what the replica must reach before it serves
// reads again (docs/decisions/read-replica.md). The insert position would do too, but it can sit past a
// page header no record follows yet, which a replica reaches only at the next write.
const FLUSHED_POSITION = 'select pg_current_wal_flush_lsn()::text as lsn';

/**
 * Listens on its own connection (to the primary) for every process's notices, this one's included, and
 * forgets what they name in `db`'s caches. A lost connection is opened again (after 1 s, then up to 30 s
 * apart); whatever was missed meanwhile is forgotten as a whole once it is back. With `replica`, reads
 * wait for the change to be replayed there before its caches are forgotten.
 */
export function listenForChanges(
  connectionString: string,
  db: Database,
  logger: Logger,
  replica?: Pick<ReplicaRouter, 'requireReplay'>,
): ChangeListener {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 1000;
  let timer: NodeJS.Timeout | undefined;

  const forget = async (on: pg.Client, changed: readonly ChangeTopic[]) => {
    if (replica) {
      try {
        const { rows } = await on.query<{ lsn: string }>(FLUSHED_POSITION);
        replica.requireReplay(rows[0]!.lsn);
      } catch (err) {
        // The connection is failing: it reconnects, and forgets everything once more when back.
        logger.warn({ err }, 'could not read the WAL position of a change notice');
      }
    }
    for (const topic of changed) forgetLocally(db, topic);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (n) => {
      if (n.channel === CHANNEL && topics.includes(n.payload as ChangeTopic))
        void forget(next, [n.payload as ChangeTopic]);
    });
    next.on('error', (err) => {
      logger.warn({ err }, 'the change-notice connection failed: reconnecting');
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      logger.warn({ err }, 'could not listen for change notices: retrying');
      void next.end().catch(() => {});
      schedule();
      return;
    }
    if (closed) {
      await next.end();
      return;
    }
    const wasLost = retryMs > 1000;
    client = next;
    retryMs = 1000;
    // Notices sent while nobody listened are gone: forget everything once.
    if (wasLost) await forget(next, topics);
  };
  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      retryMs = Math.min(retryMs * 2, 30_000);
      void connect();
    }, retryMs);
    timer.unref();
  };
  void connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
