import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedDatabase } from '../db/seed/seed';
import { createLogger } from '../logger';

type TestAppOptions = { seed?: boolean; webDist?: string };

/**
 * The real app on a fresh database: in-memory PGlite by default, or, when DATABASE_URL is set, a new
 * database created on that PostgreSQL server for this test file and dropped by close().
 */
export async function createTestApp({ seed = false, webDist }: TestAppOptions = {}) {
  const serverUrl = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `restora_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ databaseUrl: url.toString() });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    handle = await openDatabase({ memory: true });
  }
  await runMigrations(handle);
  if (seed) await seedDatabase(handle.db);
  const logger = createLogger('silent');
  const app = createApp({ db: handle.db, logger, webDist });

  return {
    app,
    db: handle.db,
    handle,
    request: (path: string, init?: RequestInit) => app.request(path, init),
    postJson: (path: string, body: unknown, init: RequestInit = {}) =>
      app.request(path, {
        ...init,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...init.headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: async () => {
      await handle.close();
      await dropDatabase();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Tests read answers loosely and assert on their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function readJson(res: Response): Promise<any> {
  return res.json();
}
