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
 *
 * With `staleMs`, a value older than `ttlMs` but younger than `ttlMs + staleMs` is still answered at once
 * while one read in the background replaces it (stale-while-revalidate): for answers whose readers accept
 * that much delay anyway, so that a key asked for steadily never waits on the database. `clear` forgets
 * stale values too: after it, every key is read again before it is answered.
 */
export function keyedCache<T>({ ttlMs, max, staleMs = 0 }: { ttlMs: number; max: number; staleMs?: number }) {
  type Entry = { at: number; value: Promise<T>; refreshing?: boolean };
  const caches = new WeakMap<Database, Map<string, Entry>>();
  const remember = (cache: Map<string, Entry>, key: string, value: Promise<T>) => {
    // A Map keeps insertion order: its first key is the oldest.
    if (cache.size >= max) cache.delete(cache.keys().next().value!);
    cache.set(key, { at: Date.now(), value });
    value.catch(() => {
      if (cache.get(key)?.value === value) cache.delete(key);
    });
  };
  const cached = (db: Database, key: string, read: () => Promise<T>): Promise<T> => {
    const owner = ownerOf(db);
    let cache = caches.get(owner);
    if (!cache) caches.set(owner, (cache = new Map()));
    const hit = cache.get(key);
    const age = hit ? Date.now() - hit.at : Infinity;
    if (hit && age < ttlMs) return hit.value;
    if (hit && age < ttlMs + staleMs) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        const next = read();
        const into = cache;
        // Replaces the stale value once read, unless the cache was cleared meanwhile; a failed read leaves
        // it for the next caller to try again.
        next.then(
          () => {
            if (caches.get(owner) === into && into.get(key) === hit) {
              into.delete(key);
              remember(into, key, next);
            }
          },
          () => (hit.refreshing = false),
        );
      }
      return hit.value;
    }
    cache.delete(key);
    const value = read();
    remember(cache, key, value);
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
