import type { Database } from './client';

// A read handle's caches are its primary's (db/client.ts): one copy, forgotten by one clear().
const cacheOwners = new WeakMap<Database, Database>();

/** Makes `readDb` use (and forget) the caches of `db`. */
export function shareCaches(readDb: Database, db: Database): void {
  cacheOwners.set(readDb, db);
}

const ownerOf = (db: Database) => cacheOwners.get(db) ?? db;

/**
 * Values read from the database and reused for `ttlMs` per key, per database (tests each have their
 * own), for at most `max` keys (the oldest goes first). Concurrent callers of a key share one read; a
 * failed read is not kept. `read` must return a real promise (an async function or a `.then`): a Drizzle
 * query runs again at every await.
 */
export function keyedCache<T>({ ttlMs, max }: { ttlMs: number; max: number }) {
  const caches = new WeakMap<Database, Map<string, { at: number; value: Promise<T> }>>();
  const cached = (db: Database, key: string, read: () => Promise<T>): Promise<T> => {
    const owner = ownerOf(db);
    let cache = caches.get(owner);
    if (!cache) caches.set(owner, (cache = new Map()));
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    cache.delete(key);
    // A Map keeps insertion order: its first key is the oldest.
    if (cache.size >= max) cache.delete(cache.keys().next().value!);
    const value = read();
    cache.set(key, { at: Date.now(), value });
    value.catch(() => cache.delete(key));
    return value;
  };
  /** Forgets every key of a database (after a write this process made that changes the values). */
  const clear = (db: Database) => caches.delete(ownerOf(db));
  return Object.assign(cached, { clear });
}

/**
 * One value per database, reused for `ttlMs`: for data asked for on every page that only seeding (or a
 * rare write, which then calls `.clear(db)`) changes.
 */
export function cachedPerDatabase<T>(ttlMs: number, read: (db: Database) => Promise<T>) {
  const cache = keyedCache<T>({ ttlMs, max: 1 });
  return Object.assign((db: Database) => cache(db, '', () => read(db)), { clear: cache.clear });
}
