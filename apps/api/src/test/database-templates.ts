import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedDatabase } from '../db/seed/seed';

/**
 * Ready-made databases for the API tests: one migrated, one migrated and seeded, built once per test run
 * (vitest's global setup) instead of once per test file. Creating an empty PGlite runs initdb in
 * WebAssembly, which with the migrations and the seed took most of a test file's start (measured under
 * load: 23 s to create, 2.6 s to migrate, 2.1 s to seed, against 2.7-4.6 s to load a dumped copy).
 *
 * On PGlite a template is a dumped data directory in a temporary folder, loaded into each test's
 * in-memory database; on PostgreSQL (DATABASE_URL set) it is a database that each test's database is
 * created from (`CREATE DATABASE ... TEMPLATE`). A file's database is still its own: nothing a test
 * writes reaches another file.
 */
export type TemplateKind = 'migrated' | 'seeded';
export type DatabaseTemplates =
  { engine: 'pglite'; dir: string } | { engine: 'postgres'; names: Record<TemplateKind, string> };

export const TEMPLATES_KEY = 'restoraDatabaseTemplates';

declare module 'vitest' {
  // Declaration merging with vitest's own ProvidedContext needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    restoraDatabaseTemplates: DatabaseTemplates | undefined;
  }
}

async function prepare(handle: DatabaseHandle, kind: TemplateKind) {
  await runMigrations(handle);
  if (kind === 'seeded') await seedDatabase(handle.db);
}

/** Builds both templates; returns them and a function that removes them. */
export async function buildDatabaseTemplates(
  serverUrl = process.env.DATABASE_URL,
): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const kinds: TemplateKind[] = ['migrated', 'seeded'];
  if (!serverUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-test-templates-'));
    const handle = await openDatabase({ memory: true });
    for (const kind of kinds) {
      await prepare(handle, kind);
      const dump = await handle.pglite!.dumpDataDir('none');
      fs.writeFileSync(path.join(dir, `${kind}.tar`), Buffer.from(await dump.arrayBuffer()));
    }
    await handle.close();
    return {
      templates: { engine: 'pglite', dir },
      remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const prefix = `restora_tmpl_${randomBytes(4).toString('hex')}`;
  const names = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const kind of kinds) {
      await admin.query(`create database ${names[kind]}`);
      const url = new URL(serverUrl);
      url.pathname = `/${names[kind]}`;
      // Closed before use: PostgreSQL copies a template only while nobody is connected to it.
      const handle = await openDatabase({ databaseUrl: url.toString() });
      try {
        await prepare(handle, kind);
      } finally {
        await handle.close();
      }
    }
  } finally {
    await admin.end();
  }
  return {
    templates: { engine: 'postgres', names },
    remove: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      for (const name of Object.values(names))
        await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The PGlite data directory of a template, to load into a new in-memory database. */
export function pgliteTemplate(templates: DatabaseTemplates, kind: TemplateKind): Blob | undefined {
  if (templates.engine !== 'pglite') return undefined;
  return new Blob([fs.readFileSync(path.join(templates.dir, `${kind}.tar`))]);
}
