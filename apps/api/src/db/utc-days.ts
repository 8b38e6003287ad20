import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

// A range of whole UTC days on a timestamptz column, as the back office's date filters take them (both
// days included). PostgreSQL does the day arithmetic: in JavaScript the day after 9999-12-31 is a year
// the database cannot read back (found by fuzzing: a 500 for `to=9999-12-31`).

/** On or after the start of `day` (UTC). */
export const fromUtcDay = (column: AnyColumn, day: string): SQL =>
  sql`${column} >= (${day}::date)::timestamp at time zone 'UTC'`;

/** Before the start of the day after `day` (UTC): all of `day` included. */
export const throughUtcDay = (column: AnyColumn, day: string): SQL =>
  sql`${column} < (${day}::date + 1)::timestamp at time zone 'UTC'`;
