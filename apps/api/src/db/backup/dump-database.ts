import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

/**
 * pg_dump's options for a dump that loads into any PostgreSQL: plain SQL, data as multi-row INSERTs (no
 * COPY blocks, so it runs as ordinary statements, with psql or through a driver), and nothing tied to
 * the roles of the machine it came from.
 */
const PG_DUMP_ARGS = ['--inserts', '--rows-per-insert=500', '--no-owner', '--no-privileges', '--no-comments'];

// pg_dump 18 writes this setting, which PostgreSQL before 17 does not know: set it only where it exists.
const TRANSACTION_TIMEOUT = /^SET transaction_timeout = 0;$/m;
const GUARDED_TRANSACTION_TIMEOUT =
  "DO $$ BEGIN IF current_setting('server_version_num')::int >= 170000 THEN " +
  'SET transaction_timeout = 0; END IF; END $$;';

export const DUMP_SIGNATURE = '-- PostgreSQL database dump';

/** The whole embedded database (schema, data, sequences, migration history) as PostgreSQL plain SQL. */
export async function dumpDatabase(pglite: PGlite, { header = '' } = {}): Promise<string> {
  const file = await pgDump({ pg: pglite, args: PG_DUMP_ARGS });
  const sql = (await file.text()).replace(TRANSACTION_TIMEOUT, () => GUARDED_TRANSACTION_TIMEOUT);
  if (!sql.includes(DUMP_SIGNATURE)) throw new Error('pg_dump produced no dump');
  return header + sql;
}
