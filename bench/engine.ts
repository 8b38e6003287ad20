import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openBenchDatabase, type DatabaseHandle } from '../apps/api/src/test/bench-harness';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL names a server to create bench databases on. */
export const enginesToRun = (): Engine[] => (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

/**
 * A fresh database for one benchmark run: a new PGlite data folder, or a new database on the PostgreSQL
 * server of DATABASE_URL. Gives the open handle, the environment the server needs to use it, and cleanup.
 */
export async function freshDatabase(
  engine: Engine,
  label: string,
): Promise<{ handle: DatabaseHandle; env: Record<string, string>; cleanup: () => Promise<void> }> {
  if (engine === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `restora-bench-${label}-`));
    const handle: DatabaseHandle = await openBenchDatabase({ dataDir });
    return {
      handle,
      env: { DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'off' },
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const server = process.env.DATABASE_URL!;
  const name = `restora_bench_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const handle: DatabaseHandle = await openBenchDatabase({ databaseUrl: url.toString() });
  return {
    handle,
    env: { DATABASE_URL: url.toString(), SEED: 'off' },
    cleanup: async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
