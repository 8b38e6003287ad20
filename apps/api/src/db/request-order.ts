import { AsyncLocalStorage } from 'node:async_hooks';

// When the request being served started, as seen from anywhere in its work: the embedded database's
// thread does the oldest request's queries first (docs/decisions/embedded-database-thread.md). Only that
// thread needs it, and it turns it on when it starts (keeping the start time in an AsyncLocalStorage costs
// every promise of every request a little, which PostgreSQL has no use for).
let started: AsyncLocalStorage<number> | undefined;

/** Called by the embedded database's thread when it starts: from then on, requests carry their start. */
export function orderRequests(): void {
  started ??= new AsyncLocalStorage<number>();
}

/** Runs `work` (a request's handling) with its start time in reach of the database calls it makes. */
export function inRequestOrder<T>(work: () => T): T {
  return started ? started.run(performance.timeOrigin + performance.now(), work) : work();
}

/** The current request's start time, or now for work outside a request (background jobs). */
export function requestPriority(): number {
  return started?.getStore() ?? performance.timeOrigin + performance.now();
}
