// npm run seed:scale -- --stays N : adds N synthetic stay rooms (for benchmarks) to the configured database.
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { databaseOptionsFromConfig, openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { properties, stayRooms } from './db/schema/stays';
import { syntheticProperties } from './db/seed/synthetic-stays';
import type { SeedProperty } from './db/seed/stays-data.types';

const BATCH_PROPERTIES = 250;

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
    const { db } = handle;
    let batch: SeedProperty[] = [];
    let rooms = 0;
    const flush = async () => {
      if (!batch.length) return;
      await db.transaction(async (tx) => {
        const ids = await tx
          .insert(properties)
          .values(batch.map(({ rooms: _rooms, ...p }) => p))
          .returning({ id: properties.id });
        const roomRows = batch.flatMap((p, i) =>
          p.rooms.map(({ price, ...r }) => ({ ...r, priceCents: price * 100, propertyId: ids[i]!.id })),
        );
        await tx.insert(stayRooms).values(roomRows);
        rooms += roomRows.length;
      });
      batch = [];
      if (rooms % 10_000 < 1000) process.stdout.write(`\r${rooms} / ${count} stay rooms`);
    };
    for (const property of syntheticProperties(count, Number(values.seed ?? 42))) {
      batch.push(property);
      if (batch.length >= BATCH_PROPERTIES) await flush();
    }
    await flush();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`\nAdded ${rooms} synthetic stay rooms in ${seconds} s (${handle.kind}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
