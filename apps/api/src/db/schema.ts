import * as newsletter from './schema/newsletter';
import * as stays from './schema/stays';

/** Every table, for drizzle's relational queries; each feature keeps its tables in schema/<feature>.ts. */
export const schema = { ...newsletter, ...stays };
export type Schema = typeof schema;
