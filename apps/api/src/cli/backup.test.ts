import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { tableRowCounts } from '../db/backup/table-row-counts';
import { seedOrganisations } from '../db/seed/partners-data';
import { seedGuests, seedReviews } from '../db/seed/reviews-data';
import { AWKWARD_TEXT, OWNER, populateThroughApi, sampleRows } from '../test/backup-fixtures';
import { killAfterEach, spawnServer, waitForListening } from '../test/server-process';

// Each case starts processes that open PGlite (4 s for a new folder), on a machine that may be busy.
const SLOW = 120_000;
const track = killAfterEach();
const cli = (entry: string, env: Record<string, string>, args: string[]) =>
  track(spawnServer(env, args, entry));

async function finish(p: ReturnType<typeof cli>) {
  return { code: await p.exited, output: p.output() };
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-backup-'));
const sourceDir = path.join(tmp, 'source');
const dumpFile = path.join(tmp, 'backups', 'restora.sql');
let expected: { counts: Record<string, number>; samples: Record<string, string[]> };

/** Row counts and sample rows of a data folder, read with nothing else holding it. */
async function readDataDir(dataDir: string) {
  const handle = await openDatabase({ dataDir });
  try {
    return { counts: await tableRowCounts(handle.query), samples: await sampleRows(handle.query) };
  } finally {
    await handle.close();
  }
}

// A data folder as a used site leaves it: the sample content, an account, a booking and its payment,
// an application and a plan with awkward text. Then the server is stopped and the backup taken.
beforeAll(async () => {
  const server = spawnServer({ DATA_DIR: sourceDir, PAYMENT_DELAY_MS: '0' });
  try {
    await populateThroughApi(await waitForListening(server));
  } finally {
    server.proc.kill('SIGTERM');
    await server.exited;
  }
  const backup = await finish(spawnServer({ DATA_DIR: sourceDir }, [dumpFile], 'src/cli/backup.ts'));
  if (backup.code !== 0) throw new Error(`backup failed:\n${backup.output}`);
  expected = await readDataDir(sourceDir);
}, 180_000);

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('npm run backup', () => {
  it('writes plain SQL that PostgreSQL loads: schema, every row as INSERTs, sequences and migrations', () => {
    const dump = fs.readFileSync(dumpFile, 'utf8');
    expect(dump).toMatch(/^-- Restora backup taken \d{4}-/);
    expect(dump).toContain('-- PostgreSQL database dump');
    expect(dump).toContain('CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;');
    expect(dump).toContain('CREATE TABLE public.bookings');
    expect(dump).toMatch(/INSERT INTO public\.stay_rooms /);
    // The sample guests' ended stays (docs/decisions/review-replies.md), then the account's booking.
    const bookingCount = seedReviews.length + 1;
    expect(dump).toContain(`SELECT pg_catalog.setval('public.bookings_id_seq', ${bookingCount}, true);`);
    expect(dump).toContain('INSERT INTO drizzle.__drizzle_migrations');
    expect(dump).not.toMatch(/^COPY /m);
    expect(dump).not.toMatch(/OWNER TO|^GRANT /m);
    expect(Object.keys(expected.counts).length).toBeGreaterThanOrEqual(28);
    expect(expected.counts['public.stay_rooms']).toBe(35);
    expect(expected.counts['public.bookings']).toBe(bookingCount);
    // The owner, the seeded demo partners (docs/decisions/partners.md) and sample guests.
    expect(expected.counts['public.user']).toBe(1 + seedOrganisations.length + seedGuests.length);
    expect(expected.counts['public.partner_members']).toBe(seedOrganisations.length);
    expect(expected.samples['public.partner_applications']?.[0]).toContain(JSON.stringify(AWKWARD_TEXT));
  });

  it(
    'refuses while another process holds DATA_DIR, as restore does',
    async () => {
      const holder = await openDatabase({ dataDir: sourceDir });
      try {
        const backup = await finish(
          cli('src/cli/backup.ts', { DATA_DIR: sourceDir }, [path.join(tmp, 'x.sql')]),
        );
        expect(backup.code).toBe(1);
        expect(backup.output).toMatch(/already in use[\s\S]*stop the server/);
        expect(fs.existsSync(path.join(tmp, 'x.sql'))).toBe(false);
        const restore = await finish(cli('src/cli/restore.ts', { DATA_DIR: sourceDir }, [dumpFile]));
        expect(restore.code).toBe(1);
        expect(restore.output).toMatch(/stop the server/);
      } finally {
        await holder.close();
      }
    },
    SLOW,
  );

  it('explains its usage, and says so when DATA_DIR holds no database', async () => {
    const usage = await finish(cli('src/cli/backup.ts', { DATA_DIR: sourceDir }, []));
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('Usage: npm run backup -- <file>');
    const empty = await finish(cli('src/cli/backup.ts', { DATA_DIR: path.join(tmp, 'none') }, [dumpFile]));
    expect(empty.code).toBe(1);
    expect(empty.output).toContain('There is no database in');
  });
});

describe('npm run restore', () => {
  const restoredDir = path.join(tmp, 'restored');

  it(
    'loads the dump into a fresh DATA_DIR: same tables, rows and ids, and the site works on it',
    async () => {
      const restore = await finish(cli('src/cli/restore.ts', { DATA_DIR: restoredDir }, [dumpFile]));
      expect(restore.code, restore.output).toBe(0);
      const rows = Object.values(expected.counts).reduce((a, b) => a + b, 0);
      expect(restore.output).toContain(
        `Restored ${Object.keys(expected.counts).length} tables, ${rows} rows`,
      );
      const restored = await readDataDir(restoredDir);
      expect(restored.counts).toEqual(expected.counts);
      expect(restored.samples).toEqual(expected.samples);

      // The restored server signs the account in, and new rows continue after the restored ids.
      const server = cli('src/server.ts', { DATA_DIR: restoredDir }, []);
      const base = await waitForListening(server);
      const signIn = await fetch(`${base}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: OWNER.email, password: OWNER.password }),
      });
      expect(signIn.status).toBe(200);
      const apply = await fetch(`${base}/api/partner-applications`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          organisation: 'Second Lodge',
          partnerType: 'Spa',
          contactName: 'Ola Nordmann',
          email: 'ola@example.com',
          country: 'Norway',
          message: 'A second application, after the restore.',
        }),
      });
      expect(apply.status).toBe(201);
      expect(((await apply.json()) as { id: number }).id).toBe(
        expected.counts['public.partner_applications']! + 1,
      );
      server.proc.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    },
    SLOW,
  );

  it(
    'refuses a database that has tables, and --force replaces everything in it',
    async () => {
      const refused = await finish(cli('src/cli/restore.ts', { DATA_DIR: restoredDir }, [dumpFile]));
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/not empty .*--force/s);
      expect((await readDataDir(restoredDir)).counts['public.partner_applications']).toBe(
        expected.counts['public.partner_applications']! + 1,
      );

      const forced = await finish(
        cli('src/cli/restore.ts', { DATA_DIR: restoredDir }, [dumpFile, '--force']),
      );
      expect(forced.code, forced.output).toBe(0);
      expect(await readDataDir(restoredDir)).toEqual(expected);
    },
    SLOW,
  );

  it('refuses a file that is not a dump, and changes nothing', async () => {
    const notDump = path.join(tmp, 'notes.sql');
    fs.writeFileSync(notDump, 'drop table public.bookings;\n');
    const fresh = path.join(tmp, 'fresh');
    const res = await finish(cli('src/cli/restore.ts', { DATA_DIR: fresh }, [notDump]));
    expect(res.code).toBe(1);
    expect(res.output).toContain('not a PostgreSQL plain-SQL dump');
    expect(fs.existsSync(fresh)).toBe(false);
    const usage = await finish(cli('src/cli/restore.ts', { DATA_DIR: fresh }, []));
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('Usage: npm run restore -- <file> [--force]');
  });
});

// The same dump into PostgreSQL: the server of DATABASE_URL when set (then it must be there), else a
// local one if it answers.
const serverUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
async function answers(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
const withPostgres = Boolean(process.env.DATABASE_URL) || (await answers(serverUrl));

describe.skipIf(!withPostgres)('moving to PostgreSQL', () => {
  it(
    'restores the dump into a fresh PostgreSQL database with the same rows',
    async () => {
      const name = `restora_restore_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const client = new pg.Client({ connectionString: url.toString() });
      try {
        const restore = await finish(cli('src/cli/restore.ts', { DATABASE_URL: url.toString() }, [dumpFile]));
        expect(restore.code, restore.output).toBe(0);
        expect(restore.output).toContain(`into PostgreSQL database ${name}`);
        await client.connect();
        const query = async <T>(sql: string, params?: unknown[]) =>
          (await client.query(sql, params)).rows as T[];
        expect(await tableRowCounts(query)).toEqual(expected.counts);
        expect(await sampleRows(query)).toEqual(expected.samples);
      } finally {
        await client.end().catch(() => {});
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    SLOW,
  );
});
