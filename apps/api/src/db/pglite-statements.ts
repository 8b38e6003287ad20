// Queries on PGlite as named prepared statements, each sent as one message (docs/decisions/
// embedded-database-thread.md, "Prepared statements").
//
// PGlite's own `query()` sends a statement's Parse, Describe, Bind, Describe, Execute and Sync as six calls
// into the WebAssembly, and parses and analyses the SQL every time. The embedded database runs the same few
// dozen statements all day, so here each SQL text is parsed once, as a named statement, with the types of
// its parameters; from then on a query is one call carrying Bind, Describe, Execute and Sync. Measured on
// this machine: a primary-key lookup 0.253 ms with `query()`, 0.064 ms this way.
//
// The rows, fields and errors are PGlite's own (its parser and its serializers), so callers see no
// difference.
import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

const { serialize } = protocol;

// Names are unique in the process, so that two sets of statements on one database never collide.
let counter = 0;

/** A named statement, and the types of its parameters once PostgreSQL has parsed it. */
type Statement = { name: string; paramTypes: Promise<number[]> };

/** PostgreSQL refuses a kept statement whose result columns a schema change has altered. */
const planChanged = (error: unknown) =>
  (error as { code?: string }).code === '0A000' &&
  /cached plan must not change result type/.test((error as Error).message);

/**
 * `query(sql, params, options)` with PGlite's results, for the options the database thread passes on
 * (`rowMode`, `parsers`). At most `max` statements are kept; the least recently used is closed first.
 */
export function preparedStatements(pg: PGlite, { max = 500 }: { max?: number } = {}) {
  // A Map keeps insertion order: a statement used again moves to the end, so the first is the coldest.
  const statements = new Map<string, Statement>();
  // Statements to close, with the next message (closing one that does not exist is not an error).
  let toClose: string[] = [];

  /** Parses `sql` as the statement `name` and learns its parameters' types (one call). */
  async function prepare(name: string, sql: string): Promise<number[]> {
    const closing = toClose.map((old) => serialize.close({ type: 'S', name: old }));
    toClose = [];
    const { messages } = await pg.execProtocol(
      Buffer.concat([
        ...closing,
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseDescribeStatementResults(messages);
  }

  function forget(sql: string) {
    const statement = statements.get(sql);
    if (!statement) return;
    statements.delete(sql);
    toClose.push(statement.name);
  }

  function statementFor(sql: string): Statement {
    let statement = statements.get(sql);
    if (statement) {
      statements.delete(sql);
    } else {
      if (statements.size >= max) forget(statements.keys().next().value!);
      const name = `restora_${++counter}`;
      const created: Statement = { name, paramTypes: prepare(name, sql) };
      // A statement that failed to parse is not kept (PostgreSQL did not keep it either).
      created.paramTypes.catch(() => statements.get(sql) === created && statements.delete(sql));
      statement = created;
    }
    statements.set(sql, statement);
    return statement;
  }

  async function run<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const statement = statementFor(sql);
    const paramTypes = await statement.paramTypes;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = options?.serializers?.[paramTypes[i]!] ?? pg.serializers[paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await pg.execProtocol(
      Buffer.concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
  }

  /** Runs `sql` with `params`; one statement per call, as PGlite's `query()`. */
  async function query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // One statement's messages at a time: two of an open transaction may be asked for together.
    return pg.runExclusive(async () => {
      try {
        try {
          return await run<T>(sql, params, options);
        } catch (error) {
          if (!planChanged(error) || pg.isInTransaction()) throw error;
          // The schema changed under a kept statement: parse it afresh, once.
          forget(sql);
          return await run<T>(sql, params, options);
        }
      } catch (error) {
        // As PGlite's query() does: the error says which statement failed.
        throw Object.assign(error as Error, { query: sql, params, queryOptions: options });
      }
    });
  }

  return { query, size: () => statements.size };
}

/**
 * What drizzle uses of a PGlite on the caller's own thread (query and transaction), with queries as kept
 * statements. A query outside a transaction waits for an open one to end, as PGlite's `query()` does.
 */
export function withPreparedStatements(pg: PGlite) {
  const statements = preparedStatements(pg);
  return {
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      pg._runExclusiveTransaction(() => statements.query<T>(sql, params, options)),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) =>
      pg.transaction((tx) =>
        work({
          ...tx,
          query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
            if (tx.closed) throw new Error('Transaction is closed');
            return statements.query<R>(sql, params, options);
          },
          get closed() {
            return tx.closed;
          },
        }),
      ),
  };
}
