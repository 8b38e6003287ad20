import pg from 'pg';
import type { Logger } from '../logger';

// Catalogue reads on a streaming hot standby (docs/decisions/read-replica.md). The read handle's Drizzle
// instance runs on this router instead of a pool: each query goes to the replica when it is up and has
// replayed every change this process has been told of, and to the primary otherwise. A replica that fails
// is skipped for a short back-off, then tried again.

type QueryConfig = pg.QueryConfig & { name?: string; rowMode?: string };

export type ReplicaRouterOptions = {
  url: string;
  /** The primary's pool: reads fall back to it. */
  primary: pg.Pool;
  logger: Logger;
  poolSize: number;
  /** How long a failed replica is left alone before it is tried again. */
  backoffMs?: number;
};

export type ReplicaRouter = {
  /** What Drizzle calls: one query, on the replica or on the primary. */
  query(config: QueryConfig, values?: unknown[]): Promise<pg.QueryResult>;
  /**
   * Reads go to the primary until the replica has replayed the primary's WAL up to `lsn` (a position
   * taken after a change was committed), so nothing refills a cache from before that change.
   */
  requireReplay(lsn: string): void;
  /** Reads served by each side since the start (logs and tests). */
  readonly served: { replica: number; primary: number };
  close(): Promise<void>;
};

const BACKOFF_MS = 5_000;
/** A replica that does not answer a connection attempt in this time counts as down. */
const CONNECT_TIMEOUT_MS = 2_000;
const BEHIND = Symbol('behind');

// On a standby, pg_last_wal_replay_lsn() is how far it has replayed; on a server that is not in recovery
// (a read URL that points at the primary itself) it is null and every change is there already.
const CAUGHT_UP = 'select coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, not pg_is_in_recovery()) as ok';

/** "16/B374D848" as a number, to compare WAL positions. */
export function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * How a failed replica query is handled: 'down' (the server is unreachable, shutting down or full: skip
 * it for a while), 'retry' (a query cancelled by replay, SQLSTATE 40001: ask the primary this once), or
 * undefined (the query itself is wrong; the primary would refuse it too).
 */
export function replicaFailure(err: unknown): 'down' | 'retry' | undefined {
  if (!(err instanceof pg.DatabaseError)) return 'down';
  const code = err.code ?? '';
  if (code === '40001') return 'retry';
  if (code.startsWith('08') || code.startsWith('57P') || code.startsWith('53')) return 'down';
  return undefined;
}

export function createReplicaRouter({
  url,
  primary,
  logger,
  poolSize,
  backoffMs = BACKOFF_MS,
}: ReplicaRouterOptions): ReplicaRouter {
  const replica = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle client whose server went away must not crash the process; the next query finds out.
  replica.on('error', () => {});
  let downUntil = 0;
  let failing = false;
  let fence: { lsn: string; value: bigint } | undefined;
  const served = { replica: 0, primary: 0 };

  const onPrimary = (config: QueryConfig, values?: unknown[]) => {
    served.primary++;
    return primary.query(config, values);
  };

  const onReplica = async (config: QueryConfig, values?: unknown[]) => {
    const required = fence;
    if (!required) return replica.query(config, values);
    // Check and read on one connection, so both see the same server.
    const client = await replica.connect();
    let broken: unknown;
    try {
      const { rows } = await client.query<{ ok: boolean }>(CAUGHT_UP, [required.lsn]);
      if (!rows[0]?.ok) return BEHIND;
      if (fence === required) fence = undefined;
      return await client.query(config, values);
    } catch (err) {
      broken = replicaFailure(err) === 'down' ? err : undefined;
      throw err;
    } finally {
      client.release(broken as Error | undefined);
    }
  };

  const query = async (config: QueryConfig, values?: unknown[]) => {
    if (/^\s*(begin|start transaction)\b/i.test(config.text)) {
      throw new Error('The read handle runs no transactions: a write and its reads use the primary (db).');
    }
    if (Date.now() < downUntil) return onPrimary(config, values);
    let result: pg.QueryResult | typeof BEHIND;
    try {
      result = await onReplica(config, values);
    } catch (err) {
      const failure = replicaFailure(err);
      if (!failure) throw err;
      if (failure === 'down') {
        downUntil = Date.now() + backoffMs;
        if (!failing) logger.warn({ err, backoffMs }, 'the read replica failed: reading from the primary');
        failing = true;
      }
      return onPrimary(config, values);
    }
    if (result === BEHIND) return onPrimary(config, values);
    if (failing) logger.info('the read replica answers again: catalogue reads go back to it');
    failing = false;
    served.replica++;
    return result;
  };

  return {
    query,
    requireReplay(lsn) {
      const value = lsnValue(lsn);
      if (!fence || value > fence.value) fence = { lsn, value };
    },
    served,
    close: () => replica.end(),
  };
}
