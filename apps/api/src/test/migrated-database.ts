import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { openTestDatabase } from './test-app';

/**
 * A migrated database of the test file's own, without the app: opened before its tests, dropped after.
 * Read `db.handle` inside tests (it is set by the time they run).
 */
export function migratedTestDatabase(): { handle: DatabaseHandle } {
  const db = { handle: undefined as unknown as DatabaseHandle };
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const opened = await openTestDatabase({ template: 'migrated' });
    db.handle = opened.handle;
    drop = opened.dropDatabase;
    // Outside `vitest run` there is no template: migrate here (nothing to do when it was one).
    await runMigrations(db.handle);
  });
  afterAll(async () => {
    await db.handle.close();
    await drop();
  });
  return db;
}
