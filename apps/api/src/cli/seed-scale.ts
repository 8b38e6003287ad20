// npm run seed:scale -- [--stays N] [--bookings N] [--orders N] [--users N] : adds synthetic stay rooms,
// paid bookings and paid orders (for benchmarks) to the configured database, printing the time each took.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { databaseOptionsFromConfig, openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { runMigrations } from '../db/migrate';
import { insertSyntheticActivity } from '../db/seed/insert-synthetic-activity';
import { insertSyntheticStays } from '../db/seed/insert-synthetic-stays';
import { seedDatabase } from '../db/seed/seed';

const USAGE =
  'Usage: npm run seed:scale -- [--stays N] [--bookings N] [--orders N] [--users N]\n' +
  '  (each N a whole number; at least one of --stays, --bookings, --orders; --users defaults to 2000)';

function count(value: string | undefined, fallback = 0) {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    console.error(USAGE);
    process.exit(2);
  }
  return n;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function main() {
  const { values } = parseArgs({
    options: {
      stays: { type: 'string' },
      bookings: { type: 'string' },
      orders: { type: 'string' },
      users: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const stays = count(values.stays);
  const bookings = count(values.bookings);
  const orders = count(values.orders);
  const users = count(values.users, 2000);
  if (stays + bookings + orders === 0) {
    console.error(USAGE);
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
  try {
    await runMigrations(handle);
    // The demo data, as the server's first start makes it (SEED=auto): synthetic bookings and orders
    // are of its rooms, services and products.
    if (config.seed) await seedDatabase(handle.db);
    if (stays) {
      const started = performance.now();
      let reported = 0;
      const rooms = await insertSyntheticStays(handle.db, {
        count: stays,
        seed: Number(values.seed ?? 42),
        onProgress: (done) => {
          if (Math.floor(done / 10_000) > reported) {
            reported = Math.floor(done / 10_000);
            console.log(`${done} / ${stays} stay rooms`);
          }
        },
      });
      console.log(`Added ${rooms} synthetic stay rooms in ${seconds(started)} s (${handle.kind}).`);
    }
    if (bookings || orders) {
      // Each progress report ends a batch: the time since the one before goes to that batch's kind.
      const spent = { users: 0, bookings: 0, orders: 0 };
      let last = performance.now();
      const made = await insertSyntheticActivity(handle.db, { users, bookings, orders }, (what, done) => {
        const now = performance.now();
        spent[what] += now - last;
        last = now;
        console.log(`${done} ${what}`);
      });
      for (const [what, ms] of Object.entries(spent))
        if (ms) console.log(`  ${what}: ${(ms / 1000).toFixed(1)} s`);
      const analysed = performance.now();
      await handle.db.execute('analyze');
      console.log(
        `Added ${made.users} accounts, ${made.bookings} paid bookings and ${made.orders} paid orders ` +
          `(${handle.kind}); analyze ${seconds(analysed)} s.`,
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
