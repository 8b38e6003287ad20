import { jobs } from '../../db/schema/jobs';
import type { Database } from '../../db/client';

// docs/decisions/background-jobs.md: work is asked for by writing a job, in the transaction that makes it
// necessary when there is one, so it is done exactly when what asked for it committed.

export type NewJob = {
  queue: string;
  payload?: Record<string, unknown>;
  /** Not before this moment (default: now). */
  runAt?: Date;
};

/** Writes jobs for the runners to claim. Call it with the writing transaction. Returns their ids. */
export async function enqueueJobs(tx: Database, ...wanted: NewJob[]): Promise<number[]> {
  if (wanted.length === 0) return [];
  const rows = await tx
    .insert(jobs)
    .values(wanted.map((j) => ({ queue: j.queue, payload: j.payload ?? {}, runAt: j.runAt ?? new Date() })))
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

/**
 * A scheduled job for one period: written once whichever process (or how many) asks, since the period is
 * the job's singleton key. Returns whether this call wrote it.
 */
export async function enqueueForPeriod(db: Database, queue: string, period: Date): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({ queue, singletonKey: period.toISOString(), runAt: period })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return rows.length > 0;
}
