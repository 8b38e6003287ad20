// The embedded database's own thread (docs/decisions/embedded-database-thread.md). It opens PGlite on the
// data folder it is given and answers the messages of `pglite-thread.ts`: queries, scripts, and
// transactions that stay open while the main thread sends their statements one by one.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ThreadReply, ThreadRequest } from './pglite-thread-protocol';
import { preparedStatements } from './pglite-statements';

const port = parentPort!;
const { dataDir } = workerData as { dataDir: string };

/** Each type whose text the caller keeps as it came (drizzle keeps dates, timestamps and intervals). */
function parsersFor(textTypes: number[] | undefined) {
  if (!textTypes?.length) return undefined;
  return Object.fromEntries(textTypes.map((oid) => [oid, (value: string) => value]));
}

function toPlainError(error: unknown): Extract<ThreadReply, { ok: false }>['error'] {
  if (!(error instanceof Error)) return { message: String(error) };
  // A DatabaseError's fields (code, constraint, detail, ...) are own properties: carry them all over.
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

/** An open transaction: its PGlite handle, and how to end it. */
type Open = { tx: Transaction; end: (commit: boolean, endId: number) => void };
const open = new Map<number, Open>();
const Rollback = Symbol('rollback');

function reply(message: ThreadReply) {
  port.postMessage(message);
}

function plain<T>(result: Results<T>) {
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

let pg: PGlite;
let statements: ReturnType<typeof preparedStatements>;

// Which work the database does next. PGlite runs one statement at a time; left to itself it takes them in
// the order they arrive, so a request that needs three queries queues three times behind everyone who
// arrived meanwhile. Here the oldest request's work goes first (`priority`: when its request started), which
// keeps the slowest requests' wait close to the average (docs/decisions/embedded-database-thread.md).
// A transaction holds the database: its own statements run at once, everything else waits for its end.
type Job = { priority: number; seq: number; run: () => Promise<void> };
const queue: Job[] = [];
let seq = 0;
let draining = false;

function schedule(priority: number, run: () => Promise<void>) {
  queue.push({ priority, seq: seq++, run });
  if (!draining) void drain();
}

async function drain() {
  draining = true;
  while (queue.length) {
    // PGlite answers without real I/O, so without this the loop would never let newly arrived requests
    // in before the queue ran dry, and could not put an older request's next query first.
    await new Promise((resolve) => setImmediate(resolve));
    let next = 0;
    for (let i = 1; i < queue.length; i++) {
      const a = queue[i]!;
      const b = queue[next]!;
      if (a.priority < b.priority || (a.priority === b.priority && a.seq < b.seq)) next = i;
    }
    const [job] = queue.splice(next, 1);
    await job!.run();
  }
  draining = false;
}

/** Runs `work` and answers the request with its result or its error. */
type Result = Extract<ThreadReply, { ok: true }>['result'];
async function answer(id: number, work: () => Promise<Result>) {
  try {
    reply({ id, ok: true, result: await work() });
  } catch (error) {
    reply({ id, ok: false, error: toPlainError(error) });
  }
}

function target(tx: number | undefined) {
  if (tx === undefined) return pg;
  const transaction = open.get(tx);
  if (!transaction) throw new Error('Transaction is closed');
  return transaction.tx;
}

/**
 * A query, with the request's row mode and the types it keeps as text: as a prepared statement, on the
 * one connection (inside the open transaction, if it belongs to one).
 */
async function runQuery(request: Extract<ThreadRequest, { op: 'query' }>) {
  target(request.tx); // a statement of a transaction that has ended is refused
  const result = await statements.query(request.sql, request.params, {
    rowMode: request.rowMode,
    parsers: parsersFor(request.textTypes),
  });
  return plain(result);
}

async function runExec(request: Extract<ThreadRequest, { op: 'exec' }>) {
  return (await target(request.tx).exec(request.sql)).map(plain);
}

/** Opens a transaction and holds the database until its 'end' has committed or rolled it back. */
async function runTransaction(id: number): Promise<void> {
  let begun = false;
  let endId = 0;
  try {
    await pg.transaction(async (tx) => {
      const ended = new Promise<boolean>((resolve) =>
        open.set(id, {
          tx,
          end: (commit, endRequest) => {
            endId = endRequest;
            resolve(commit);
          },
        }),
      );
      begun = true;
      reply({ id, ok: true, result: null });
      if (!(await ended)) throw Rollback;
    });
    open.delete(id);
    reply({ id: endId, ok: true, result: null });
  } catch (error) {
    open.delete(id);
    if (!begun) reply({ id, ok: false, error: toPlainError(error) });
    else if (error === Rollback) reply({ id: endId, ok: true, result: null });
    else reply({ id: endId, ok: false, error: toPlainError(error) });
  }
}

function receive(request: ThreadRequest) {
  switch (request.op) {
    case 'query':
      if (request.tx !== undefined) void answer(request.id, () => runQuery(request));
      else schedule(request.priority, () => answer(request.id, () => runQuery(request)));
      return;
    case 'exec':
      if (request.tx !== undefined) void answer(request.id, () => runExec(request));
      else schedule(request.priority, () => answer(request.id, () => runExec(request)));
      return;
    case 'begin':
      schedule(request.priority, () => runTransaction(request.id));
      return;
    case 'end': {
      const transaction = open.get(request.tx);
      if (!transaction) reply({ id: request.id, ok: false, error: { message: 'Transaction is closed' } });
      else transaction.end(request.commit, request.id);
      return;
    }
    case 'close':
      // After everything already asked for.
      schedule(Infinity, () => answer(request.id, async () => (await pg.close(), null)));
      return;
  }
}

try {
  pg = await PGlite.create(dataDir, { extensions: { btree_gist, pg_trgm } });
  statements = preparedStatements(pg);
  port.on('message', receive);
  reply({ id: 0, ok: true, result: null });
} catch (error) {
  reply({ id: 0, ok: false, error: toPlainError(error) });
}
