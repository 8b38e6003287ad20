/**
 * The rows of the authorization matrix (authorization-matrix.test.ts): one per operation, with the status
 * each identity must get. Each area keeps its rows in its own matrix-rows-*.ts file.
 */
import type { MatrixFixtures, Who } from './matrix-fixtures';

export type Call = { path?: string; body?: unknown; cookie?: string };
export type Row = {
  key: string;
  /** Expected status for [anonymous, A, B, admin]. */
  expected: [number, number, number, number];
  /** For the partners P and Q (each of its own organisation); by default B's, as they own nothing of A's. */
  partners?: [number, number];
  call?: (f: MatrixFixtures, who: Who) => Call;
  /** Runs before the four requests (e.g. puts a line back in A's cart). */
  prepare?: (f: MatrixFixtures) => Promise<unknown>;
  /** Reachable, but not in openapi.json. */
  undocumented?: true;
};

export const PUBLIC: Row['expected'] = [200, 200, 200, 200];
export const SIGNED_IN: Row['expected'] = [401, 200, 200, 200];
export const CREATE_SIGNED_IN: Row['expected'] = [401, 201, 201, 201];
/** A's own resource: anyone else is told it does not exist. */
export const A_ONLY: Row['expected'] = [401, 200, 404, 404];
export const ADMIN: Row['expected'] = [401, 403, 403, 200];
/** A partner's own resource: accounts that are no partner are refused; the other partner is told it does not exist. */
export const NOT_PARTNER: Row['expected'] = [401, 403, 403, 403];
export const P_ONLY: Partial<Row> = { partners: [200, 404] };

export const row = (
  key: string,
  expected: Row['expected'],
  call?: Row['call'],
  extra: Partial<Row> = {},
): Row => ({
  key,
  expected,
  ...(call ? { call } : {}),
  ...extra,
});
