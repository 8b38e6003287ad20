// The messages between the main thread (pglite-thread.ts) and the embedded database's thread
// (pglite-worker.ts). Everything in them survives structured cloning: no functions cross.

/**
 * `priority`: when the request that asks started (ms); the database thread does the oldest request's work
 * first. Statements of an open transaction (`tx`) run at once.
 */
export type ThreadRequest =
  | {
      id: number;
      op: 'query';
      priority: number;
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object' | undefined;
      /** Types whose text is kept as it came instead of being parsed (drizzle's own parsers). */
      textTypes: number[] | undefined;
      tx?: number;
    }
  | { id: number; op: 'exec'; priority: number; sql: string; tx?: number }
  /** Opens a transaction; its id is the transaction's from then on. */
  | { id: number; op: 'begin'; priority: number }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

export type PlainResults = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};

/** Id 0 answers the thread's start. */
export type ThreadReply =
  | { id: number; ok: true; result: PlainResults | PlainResults[] | null }
  | { id: number; ok: false; error: { message: string; name?: string; [field: string]: unknown } };
