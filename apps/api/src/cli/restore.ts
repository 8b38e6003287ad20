// npm run restore -- <file> [--force] : loads a backup into the embedded database (DATA_DIR), or into
// the PostgreSQL database of DATABASE_URL when it is set.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { readDump, RestoreRefusedError, restoreDump, type RestoreTarget } from '../db/backup/restore-dump';
import { tableRowCounts } from '../db/backup/table-row-counts';

const USAGE =
  'Usage: npm run restore -- <file> [--force]   (into DATA_DIR with the server stopped, or DATABASE_URL)';

type Session = { target: RestoreTarget; name: string; close: () => Promise<void> };

async function openTarget(config: ReturnType<typeof loadConfig>): Promise<Session> {
  if (config.databaseUrl) {
    // One connection, not a pool: the dump's session settings and its transaction must share it.
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    const url = new URL(config.databaseUrl);
    return {
      target: {
        exec: (sql) => client.query(sql),
        query: async (sql, params) => (await client.query(sql, params)).rows,
      },
      name: `PostgreSQL database ${url.pathname.slice(1)} on ${url.host}`,
      close: () => client.end(),
    };
  }
  try {
    const handle = await openDatabase({ dataDir: config.dataDir });
    return {
      target: handle,
      name: `the embedded database in ${config.dataDir}`,
      close: () => handle.close(),
    };
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new RestoreRefusedError(
        `${error.message}\nrestore writes to the embedded database directly: stop the server, then run it again.`,
      );
    }
    throw error;
  }
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error(USAGE);
    process.exit(2);
  }
  if (!fs.existsSync(file)) {
    console.error(`No such file: ${file}`);
    process.exit(2);
  }

  const started = performance.now();
  let session: Session | undefined;
  try {
    // Read and checked before the database is opened: a wrong file leaves no trace.
    const sql = readDump(fs.readFileSync(file, 'utf8'));
    session = await openTarget(loadConfig());
    await restoreDump({ target: session.target, sql, force: values.force });
    const counts = await tableRowCounts(session.target.query);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Restored ${Object.keys(counts).length} tables, ${rows} rows into ${session.name} in ${seconds} s.`,
    );
  } catch (error) {
    if (!(error instanceof RestoreRefusedError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await session?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
