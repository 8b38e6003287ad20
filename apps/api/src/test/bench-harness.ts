// The one module the benchmarks (bench/) import from the API: a database to fill, the synthetic data to
// fill it with, and the query builders whose plans they EXPLAIN. The server itself they run built
// (apps/api/dist/server.js), as npm start does.
import { openDatabase, type Database, type DatabaseHandle, type DatabaseOptions } from '../db/client';
import { runMigrations } from '../db/migrate';
import { products } from '../db/schema/shop';
import { seedDatabase } from '../db/seed/seed';

export type { Database, DatabaseHandle };
export { insertSyntheticStays } from '../db/seed/insert-synthetic-stays';
export { seededRandom } from '../db/seed/seeded-random';
export { stayCandidateQueries } from '../services/quiz/recommend';
export { listProductsQueries } from '../services/shop/list-products';
export { searchStaysQueries } from '../services/stays/search-stays';

/** Opens a benchmark's database: a PGlite data folder (`dataDir`) or a PostgreSQL `databaseUrl`. */
export function openBenchDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return openDatabase(options);
}

/** Migrates a fresh database and seeds the demo data, as the server's first start does. */
export async function migrateAndSeed(handle: DatabaseHandle): Promise<void> {
  await runMigrations(handle);
  await seedDatabase(handle.db);
}

export type NewProduct = typeof products.$inferInsert;

/** Inserts marketplace products (the synthetic ones of bench:shop and bench:load). */
export async function insertProducts(db: Database, rows: NewProduct[]): Promise<void> {
  await db.insert(products).values(rows);
}

export { drainOutbox } from '../services/mail/mail-sender';
export { smtpTransport } from '../adapters/mail-transport';
export { enqueueMail } from '../services/mail/outbox';
export { startMailCatcher } from './mail-catcher';
export { createLogger } from '../logger';
export { insertSyntheticActivity } from '../db/seed/insert-synthetic-activity';
export { insertPasswordAccount } from '../auth/password-account';
export { userInfo } from '../db/schema/profiles';
export { base32Decode, totp } from '../services/identity/totp';
export { createDomainEvents } from '../services/events/domain-events';
export { createJobRunner } from '../services/jobs/job-runner';
export { calendarSyncJobs } from '../workers/calendar-jobs';
export { startFeedServer } from './feed-server';
