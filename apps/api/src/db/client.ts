import path from 'node:path';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { acquireDataDirLock } from './data-dir-lock';
import { PGliteThread } from './pglite-thread';
import { withPreparedStatements } from './pglite-statements';
import { shareCaches } from './keyed-cache';
import { createReplicaRouter, type ReplicaRouter } from './read-replica';
import { schema, type Schema } from './schema';

/** The one database type the rest of the code sees, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  /** The primary: every write, and every read of what a person wrote (their cart, bookings, profile). */
  db: Database;
  /**
   * Catalogue reads (search, stays, products, content): the read replica when DATABASE_READ_URL is set,
   * otherwise `db` itself (docs/decisions/read-replica.md). It runs no transactions.
   */
  readDb: Database;
  /** Set with a read replica: where reads went, and the WAL position change notices make it wait for. */
  replica?: ReplicaRouter;
  kind: 'pglite' | 'postgres';
  /**
   * Set for PostgreSQL: work that needs one session of its own (advisory locks, LISTEN) opens it here:
   * DATABASE_SESSION_URL when set (DATABASE_URL going through a transaction-mode pooler), else DATABASE_URL.
   */
  connectionString?: string;
  /** Set for PGlite on this thread: the instance itself, for tools that speak to it directly (pg_dump for backups). */
  pglite?: PGlite;
  /**
   * Set for PGlite on its own thread: `listener` hears if that thread stops without being closed (every
   * query fails from then on).
   */
  onStopped?(listener: (error: Error) => void): void;
  /** Runs a raw SQL string with no parameters (migrations, operator scripts). */
  exec(sql: string): Promise<void>;
  /** A raw parameterised query (benchmarks, EXPLAIN). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
};

/** A streaming hot standby of `databaseUrl` for catalogue reads; `backoffMs` after a failure it is skipped. */
export type ReadReplicaOptions = { url: string; logger: Logger; backoffMs?: number };

export type DatabaseOptions =
  | { databaseUrl: string; sessionUrl?: string | undefined; readReplica?: ReadReplicaOptions | undefined }
  /**
   * `thread`: PGlite runs on a worker thread of its own (the server: docs/decisions/embedded-database-thread.md);
   * command-line tools keep it on theirs, where `pglite` is there for pg_dump.
   */
  | { dataDir: string; thread?: boolean }
  /** An in-memory PGlite, for tests: empty, or a copy of a dumped data directory (test/database-templates.ts). */
  | { memory: true; loadDataDir?: Blob };

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/**
 * Connections to PostgreSQL. A request waits for a free one at each of its queries in turn, so with too
 * few a request of several (add to cart) queues several times over: at 50 concurrent visitors
 * (bench:load, 2 cores) 25 cut the p99 from about 190 ms to 140 ms against 10; 40 was worse again (more
 * backends fighting for the same cores).
 */
const POOL_SIZE = 25;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: POOL_SIZE });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => {});
    await pool.query('select 1');
    const db = drizzlePg({ client: pool, ...drizzleOptions }) as unknown as Database;
    const replica =
      options.readReplica &&
      createReplicaRouter({ ...options.readReplica, primary: pool, poolSize: POOL_SIZE });
    const readDb = replica
      ? (drizzlePg({ client: replica as unknown as pg.Pool, ...drizzleOptions }) as unknown as Database)
      : db;
    // A search cached from the replica is the same answer as one from the primary, and is forgotten with it.
    if (readDb !== db) shareCaches(readDb, db);
    return {
      db,
      readDb,
      replica,
      kind: 'postgres',
      connectionString: options.sessionUrl ?? options.databaseUrl,
      exec: async (sql) => {
        await pool.query(sql);
      },
      query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
      close: async () => {
        await replica?.close();
        await pool.end();
      },
    };
  }

  const extensions = { btree_gist, pg_trgm };
  let client: PGlite | PGliteThread;
  let releaseLock = () => {};
  if ('memory' in options) {
    client = await PGlite.create({ extensions, loadDataDir: options.loadDataDir });
  } else {
    const dataDir = path.resolve(options.dataDir);
    const lock = acquireDataDirLock(dataDir);
    releaseLock = () => lock.release();
    try {
      const pgdata = path.join(dataDir, 'pglite');
      fs.mkdirSync(pgdata, { recursive: true });
      client = options.thread ? await PGliteThread.open(pgdata) : await PGlite.create(pgdata, { extensions });
    } catch (error) {
      releaseLock();
      throw error;
    }
  }
  // drizzle's PGlite driver calls query and transaction, which the thread's proxy answers alike; PGlite on
  // this thread answers them with kept statements, as the thread does (docs/decisions/embedded-database-thread.md).
  const driver = client instanceof PGlite ? withPreparedStatements(client) : client;
  const db = drizzlePglite({ client: driver as PGlite, ...drizzleOptions }) as unknown as Database;
  return {
    db,
    // One process, one database: nothing to route.
    readDb: db,
    kind: 'pglite',
    pglite: client instanceof PGlite ? client : undefined,
    onStopped: client instanceof PGliteThread ? (listener) => client.onStopped(listener) : undefined,
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await driver.query<T>(sql, params)).rows,
    close: async () => {
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/**
 * PGlite in DATA_DIR unless DATABASE_URL is set. The server passes its logger to read the catalogue from
 * DATABASE_READ_URL when that is set too; operator commands pass none and use the primary alone.
 */
export function databaseOptionsFromConfig(
  config: Pick<Config, 'databaseUrl' | 'databaseSessionUrl' | 'databaseReadUrl' | 'dataDir'>,
  logger?: Logger,
): DatabaseOptions {
  if (!config.databaseUrl) return { dataDir: config.dataDir };
  const readReplica = config.databaseReadUrl && logger ? { url: config.databaseReadUrl, logger } : undefined;
  return { databaseUrl: config.databaseUrl, sessionUrl: config.databaseSessionUrl, readReplica };
}
