import type { Database } from './client';

/**
 * A query of fixed shape, built once per database (tests each have their own) and run with
 * `.execute({ ...placeholders })`. Drizzle then skips assembling its SQL on every request (a tenth of the
 * API's CPU under bench:load), and a name given to `.prepare(name)` makes PostgreSQL parse and plan it
 * once per connection instead of at every call. Names must be unique across the app.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = build(db)));
    return query;
  };
}
