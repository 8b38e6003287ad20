import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client';

/** The committed drizzle-kit migrations, found beside the source (tsx) or the build (dist). */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Migrations folder (apps/api/drizzle) not found');
}

// Any fixed number shared by every Restora process; it serialises migrations on a shared PostgreSQL.
const MIGRATION_LOCK_KEY = 727_001;

/** Applies the migrations not yet applied; `folder` is for tests that stop at an earlier migration. */
export async function runMigrations(handle: DatabaseHandle, folder = migrationsFolder()): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  // Session-level advisory locks belong to one connection: take it, migrate and release on the same one.
  const client = new pg.Client({ connectionString: handle.connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzle({ client }), { migrationsFolder: folder });
  } finally {
    await client.end();
  }
}
