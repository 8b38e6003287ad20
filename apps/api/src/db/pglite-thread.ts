import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { PlainResults, ThreadReply, ThreadRequest } from './pglite-thread-protocol';
import { orderRequests, requestPriority } from './request-order';

// The embedded database on a thread of its own (docs/decisions/embedded-database-thread.md): PGlite runs
// PostgreSQL in WebAssembly on whichever thread opens it, and on the server's thread it took about half of
// the server's CPU, so the HTTP work and the database's took turns on one core. Here the server's thread
// only passes messages; PGlite answers them in pglite-worker.ts, on another core.
//
// `PGliteThread` is the part of PGlite's interface that drizzle and `DatabaseHandle` use: query, exec,
// transaction, close. A transaction stays open in the worker while the callback here sends its statements,
// and every other query waits for it to end, exactly as PGlite does on one thread. Queries carry when
// their request started (request-order.ts): the worker serves the oldest request first.

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

export type ThreadTransaction = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
};

/**
 * The worker: beside the bundle (dist/pglite-worker.js), or, run from the source (tests, `npm run dev`),
 * the TypeScript file loaded through tsx's loader, which a worker does not inherit.
 */
export function startWorker(dataDir: string): Worker {
  const built = new URL('./pglite-worker.js', import.meta.url);
  if (fs.existsSync(fileURLToPath(built))) return new Worker(built, { workerData: { dataDir } });
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const code = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(code, { eval: true, workerData: { dataDir } });
}

const checkedOptions = new WeakSet<object>();

/**
 * Only the types a query keeps as text cross the thread (a function cannot): every parser given must
 * keep its text, as drizzle's do. Anything else PGlite's options offer is refused rather than ignored.
 */
function textTypes(options: QueryOptions | undefined): number[] | undefined {
  if (!options) return undefined;
  const { rowMode, parsers, ...rest } = options;
  void rowMode;
  if (Object.keys(rest).length) {
    throw new Error(`PGliteThread: unsupported query options ${Object.keys(rest).join(', ')}`);
  }
  if (!parsers) return undefined;
  if (!checkedOptions.has(parsers)) {
    for (const [oid, parse] of Object.entries(parsers)) {
      if (parse('1', Number(oid)) !== '1') {
        throw new Error(`PGliteThread: the parser of type ${oid} must keep the text as it is`);
      }
    }
    checkedOptions.add(parsers);
  }
  return Object.keys(parsers).map(Number);
}

function toError(plain: Extract<ThreadReply, { ok: false }>['error']): Error {
  const { message, name, ...fields } = plain;
  const error = Object.assign(new Error(message), fields);
  if (name) error.name = name;
  return error;
}

export class PGliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #failure: Error | undefined;
  #closing = false;
  readonly #stopListeners: ((error: Error) => void)[] = [];

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /**
   * Opens the data folder's database on a new thread; rejects if PGlite cannot open it. `start` makes the
   * worker (tests pass one they can stop).
   */
  static async open(
    dataDir: string,
    start: (dataDir: string) => Worker = startWorker,
  ): Promise<PGliteThread> {
    orderRequests();
    const worker = start(dataDir);
    const thread = new PGliteThread(worker);
    const started = new Promise<void>((resolve, reject) => {
      thread.#pending.set(0, { resolve: () => resolve(), reject });
    });
    worker.on('message', (reply: ThreadReply) => thread.#answer(reply));
    worker.on('error', (error) => thread.#fail(error));
    worker.on('exit', (code) => thread.#fail(new Error(`The database thread stopped (exit code ${code})`)));
    try {
      await started;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return thread;
  }

  #answer(reply: ThreadReply) {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (reply.ok) pending.resolve(reply.result);
    else pending.reject(toError(reply.error));
  }

  /** The thread died: every waiting query fails, and so does every later one. */
  #fail(error: Error) {
    const first = !this.#failure;
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
    if (first && !this.#closing) for (const listener of this.#stopListeners) listener(error);
  }

  /**
   * `listener` hears once if the thread stops without being closed (PGlite aborted, or the thread crashed):
   * from then on every query fails, so the server exits and its supervisor starts it again.
   */
  onStopped(listener: (error: Error) => void): void {
    this.#stopListeners.push(listener);
  }

  #send<T>(request: ThreadRequest): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(request.id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage(request);
    });
  }

  #query<T>(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx?: number) {
    return this.#send<PlainResults>({
      id: this.#nextId++,
      op: 'query',
      priority: requestPriority(),
      sql,
      params: params ?? [],
      rowMode: options?.rowMode,
      textTypes: textTypes(options),
      tx,
    }) as Promise<Results<T>>;
  }

  #exec(sql: string, tx?: number) {
    return this.#send<PlainResults[]>({
      id: this.#nextId++,
      op: 'exec',
      priority: requestPriority(),
      sql,
      tx,
    }) as Promise<Results[]>;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    try {
      return this.#query<T>(sql, params, options);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  exec(sql: string): Promise<Results[]> {
    return this.#exec(sql);
  }

  /** Commits when `callback` resolves, rolls back when it throws (or calls `rollback`), as PGlite does. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const txId = this.#nextId++;
    await this.#send({ id: txId, op: 'begin', priority: requestPriority() });
    let closed = false;
    const ensureOpen = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const end = async (commit: boolean) => {
      if (closed) return;
      closed = true;
      await this.#send({ id: this.#nextId++, op: 'end', tx: txId, commit });
    };
    const tx: ThreadTransaction = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        ensureOpen();
        return this.#query<R>(sql, params, options, txId);
      },
      exec: async (sql: string) => {
        ensureOpen();
        return this.#exec(sql, txId);
      },
      rollback: () => end(false),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await end(false).catch(() => {});
      throw error;
    }
    await end(true);
    return result;
  }

  async close(): Promise<void> {
    this.#closing = true;
    try {
      if (!this.#failure) await this.#send({ id: this.#nextId++, op: 'close' });
    } finally {
      this.#failure ??= new Error('The database is closed');
      await this.#worker.terminate();
    }
  }
}
