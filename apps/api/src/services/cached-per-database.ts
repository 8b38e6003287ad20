import type { Database } from '../db/client';

/**
 * A value read from the database and reused for `ttlMs`, per database (tests each have their own): for
 * data only seeding changes, asked for on every page. Concurrent callers share one read; a failed read is
 * not kept. `read` must return a real promise (an async function): a Drizzle query runs again at every await.
 */
export function cachedPerDatabase<T>(ttlMs: number, read: (db: Database) => Promise<T>) {
  const cache = new WeakMap<Database, { at: number; value: Promise<T> }>();
  return (db: Database): Promise<T> => {
    const cached = cache.get(db);
    if (cached && Date.now() - cached.at < ttlMs) return cached.value;
    const value = read(db);
    cache.set(db, { at: Date.now(), value });
    value.catch(() => cache.delete(db));
    return value;
  };
}
