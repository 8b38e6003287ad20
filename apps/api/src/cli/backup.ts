// npm run backup -- <file> : writes the embedded database (DATA_DIR) to <file> as PostgreSQL plain SQL.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { dumpDatabase } from '../db/backup/dump-database';
import { tableRowCounts } from '../db/backup/table-row-counts';

const USAGE = 'Usage: npm run backup -- <file>   (the server must be stopped)';

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'backup dumps the embedded database; DATABASE_URL points at PostgreSQL, whose own pg_dump backs it up ' +
        '(pg_dump --inserts gives a dump that npm run restore also loads).',
    );
    process.exit(2);
  }
  if (!fs.existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'))) {
    console.error(`There is no database in ${config.dataDir} to back up (set DATA_DIR to its folder).`);
    process.exit(1);
  }

  const started = performance.now();
  let handle;
  try {
    handle = await openDatabase({ dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `${error.message}\nbackup reads the embedded database directly: stop the server, then run it again.`,
      );
      process.exit(1);
    }
    throw error;
  }
  try {
    const counts = await tableRowCounts(handle.query);
    const header =
      `-- Restora backup taken ${new Date().toISOString()}.\n` +
      '-- Load it with `npm run restore -- <file>` (into an empty DATA_DIR, or DATABASE_URL), or into an\n' +
      '-- empty PostgreSQL database with `psql -v ON_ERROR_STOP=1 -1 -f <file> <database>`.\n';
    const dump = await dumpDatabase(handle.pglite!, { header });
    const target = path.resolve(file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // Written beside the target and renamed, so an interrupted backup never leaves half a file under its name.
    const partial = `${target}.partial`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, target);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Backed up ${Object.keys(counts).length} tables, ${rows} rows (${sizeOf(Buffer.byteLength(dump))}) ` +
        `to ${target} in ${seconds} s.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
