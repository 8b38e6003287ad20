// npm run seed:scale -- --stays N : adds N synthetic stay rooms (for benchmarks) to the configured database.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { databaseOptionsFromConfig, openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { runMigrations } from '../db/migrate';
import { insertSyntheticStays } from '../db/seed/insert-synthetic-stays';

async function main() {
  const { values } = parseArgs({ options: { stays: { type: 'string' }, seed: { type: 'string' } } });
  const count = Number(values.stays);
  if (!Number.isInteger(count) || count < 1) {
    console.error('Usage: npm run seed:scale -- --stays N   (N a whole number of at least 1)');
    process.exit(2);
  }
  const config = loadConfig();
  let handle;
  try {
    handle = await openDatabase(databaseOptionsFromConfig(config));
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `${error.message}\nseed:scale writes to the database directly, so it needs the server stopped.`,
      );
      process.exit(1);
    }
    throw error;
  }
  const started = performance.now();
  try {
    await runMigrations(handle);
    let reported = 0;
    const rooms = await insertSyntheticStays(handle.db, {
      count,
      seed: Number(values.seed ?? 42),
      onProgress: (done) => {
        if (Math.floor(done / 10_000) > reported) {
          reported = Math.floor(done / 10_000);
          console.log(`${done} / ${count} stay rooms`);
        }
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Added ${rooms} synthetic stay rooms in ${seconds} s (${handle.kind}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
