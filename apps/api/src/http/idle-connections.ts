import type { Server } from 'node:http';

// How long an idle keep-alive connection stays open (docs/decisions/many-processes.md, "Idle
// connections"). Node closes one after 5 s; a client that sends its next request on it at that very moment
// gets a reset instead of an answer (a program's HTTP client does not retry, as browsers do). A load
// balancer in front keeps its own idle connections for 60 s (the common default), so ours outlast it.

/** An idle connection is closed after this long. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Node requires the time allowed for a request's headers to be longer than the idle time. */
export const HEADERS_TIMEOUT_MS = KEEP_ALIVE_TIMEOUT_MS + 1_000;

/** Sets the server's idle-connection times; it then tells clients so (`Keep-Alive: timeout=65`). */
export function keepIdleConnections(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>) {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}
