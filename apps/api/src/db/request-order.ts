import { AsyncLocalStorage } from 'node:async_hooks';

// When the request being served started, as seen from anywhere in its work: the embedded database's
// thread does the oldest request's queries first (docs/decisions/embedded-database-thread.md).
const started = new AsyncLocalStorage<number>();

/** Runs `work` (a request's handling) with its start time in reach of the database calls it makes. */
export function inRequestOrder<T>(work: () => T): T {
  return started.run(performance.timeOrigin + performance.now(), work);
}

/** The current request's start time, or now for work outside a request (background jobs). */
export function requestPriority(): number {
  return started.getStore() ?? performance.timeOrigin + performance.now();
}
