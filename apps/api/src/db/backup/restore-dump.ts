import { DUMP_SIGNATURE } from './dump-database';
import { listTables } from './table-row-counts';

type Query = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

/** One session on the target database: PGlite, or one PostgreSQL connection (not a pool). */
export type RestoreTarget = { exec: (sql: string) => Promise<unknown>; query: Query };

export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

// Newer pg_dump versions fence a dump with these psql commands; they are not SQL.
const PSQL_FENCE = /^\\(un)?restrict [A-Za-z0-9]+$/gm;
const COPY_FROM_STDIN = /^COPY .+ FROM stdin;$/m;

// What our own schemas hold; --force drops them (with the extensions created in public) first.
const WIPE =
  'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;';

/** The statements of a plain-SQL dump, or a refusal saying why the file cannot be one. */
export function readDump(text: string): string {
  if (!text.slice(0, 2000).includes(DUMP_SIGNATURE)) {
    throw new RestoreRefusedError(
      'This file is not a PostgreSQL plain-SQL dump (npm run backup writes one).',
    );
  }
  if (COPY_FROM_STDIN.test(text)) {
    throw new RestoreRefusedError(
      'This dump loads its data with COPY ... FROM stdin, which only psql can feed: ' +
        'take it again with pg_dump --inserts, or load it with psql -f.',
    );
  }
  return text.replace(PSQL_FENCE, '');
}

/**
 * Loads a dump into the target in one transaction: a failure leaves the database as it was. A database
 * that already has tables is refused unless `force`, which first drops our schemas in that same
 * transaction.
 */
export async function restoreDump({
  target,
  sql,
  force = false,
}: {
  target: RestoreTarget;
  /** The dump's statements, as readDump returns them. */
  sql: string;
  force?: boolean;
}): Promise<void> {
  const existing = await listTables(target.query);
  if (existing.length && !force) {
    throw new RestoreRefusedError(
      `The target database is not empty (${existing.length} tables, e.g. ${existing[0]}). ` +
        'Restore into an empty one, or add --force to replace everything in it.',
    );
  }
  try {
    await target.exec(`begin;\n${existing.length ? WIPE : ''}\n${sql}\ncommit;`);
  } catch (error) {
    await target.exec('rollback').catch(() => {});
    throw error;
  } finally {
    // The dump sets search_path and other settings for its session: give the session back as it was.
    await target.exec('reset all').catch(() => {});
  }
}
