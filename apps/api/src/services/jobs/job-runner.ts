import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import type { Logger } from '../../logger';
import { enqueueForPeriod } from './enqueue-job';

// The one runner of background work (docs/decisions/background-jobs.md). Every API process may run one;
// a job is claimed by one runner at a time, for a lease, with a single statement that skips rows another
// runner holds, so two processes never run the same job, and a runner that dies mid-job (SIGKILL, power)
// leaves it to whoever claims it once the lease has run out. Nothing stays locked while a job runs.

export type ClaimedJob = typeof jobs.$inferSelect;

export type JobDefinition = {
  queue: string;
  run(payload: Record<string, unknown>, job: ClaimedJob): Promise<void>;
  /** Tries in all; the last failure leaves the job failed, for the operator to see and retry. */
  maxAttempts: number;
  /** Also give up when the next try would fall more than this long after the job was written. */
  giveUpAfterMs?: number;
  /** The wait before the next try after `attempts` failed ones. */
  retryDelayMs(attempts: number): number;
  /** How long a claim lasts: longer than the slowest run, or a slow run is started twice. */
  leaseMs: number;
  /** A scheduled queue: one job every `everyMs`, written by whichever runner comes first in the period. */
  everyMs?: number;
  /** After the last failure (or when a runner died during the last try), with what went wrong. */
  onGiveUp?(payload: Record<string, unknown>, error: string): Promise<void>;
  /** Jobs claimed at once (default 20). */
  batch?: number;
  /** Lets go of what the queue holds open (an SMTP connection) when the runner stops. */
  close?(): void;
};

export type DrainResult = { done: number; retried: number; failed: number };

export type JobRunner = {
  /** Runs every job that is due now (and any that become due meanwhile), then returns. */
  drain(): Promise<DrainResult>;
  /** Drains every `pollMs` and whenever woken; one drain at a time in this process. */
  start(pollMs: number): RunningJobs;
  queues: readonly string[];
};

export type RunningJobs = {
  /** Drains now rather than at the next poll (this process has just written a job). */
  wake(): void;
  /** Stops polling and waits for the drain in progress. */
  stop(): Promise<void>;
};

const ABANDONED = 'The runner stopped during its last try (its lease ran out).';

export function createJobRunner({
  db,
  logger,
  definitions,
}: {
  db: Database;
  logger: Logger;
  definitions: readonly JobDefinition[];
}): JobRunner {
  const scheduled = new Map<string, number>();

  /** Writes the current period's job of each scheduled queue, once per period from this process. */
  async function schedule() {
    const now = Date.now();
    for (const def of definitions) {
      if (!def.everyMs) continue;
      const period = Math.floor(now / def.everyMs) * def.everyMs;
      if (scheduled.get(def.queue) === period) continue;
      await enqueueForPeriod(db, def.queue, new Date(period));
      scheduled.set(def.queue, period);
    }
  }

  /** Claims due jobs of one queue: queued ones whose time has come, and running ones whose lease ran out. */
  function claim(def: JobDefinition) {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.queue, def.queue),
          inArray(jobs.status, ['queued', 'running']),
          lte(jobs.runAt, sql`now()`),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(def.batch ?? 20)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        runAt: sql`now() + make_interval(secs => ${def.leaseMs / 1000})`,
        startedAt: sql`now()`,
      })
      .where(inArray(jobs.id, due))
      .returning();
  }

  /** Still ours: the same try of a job we claimed (a runner that outlived its lease changes nothing). */
  const ours = (job: ClaimedJob) =>
    and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

  async function giveUp(def: JobDefinition, job: ClaimedJob, error: string) {
    await db
      .update(jobs)
      .set({ status: 'failed', lastError: error, finishedAt: sql`now()` })
      .where(ours(job));
    logger.error({ jobId: job.id, queue: job.queue, attempts: job.attempts, error }, 'job failed: giving up');
    await def.onGiveUp?.(job.payload, error);
  }

  async function runOne(def: JobDefinition, job: ClaimedJob): Promise<keyof DrainResult> {
    if (job.attempts > def.maxAttempts) {
      await giveUp(def, job, ABANDONED);
      return 'failed';
    }
    try {
      await def.run(job.payload, job);
      await db
        .update(jobs)
        .set({ status: 'done', lastError: null, finishedAt: sql`now()` })
        .where(ours(job));
      return 'done';
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const delay = def.retryDelayMs(job.attempts);
      const tooLate =
        def.giveUpAfterMs !== undefined && Date.now() - job.createdAt.getTime() + delay > def.giveUpAfterMs;
      if (job.attempts >= def.maxAttempts || tooLate) {
        await giveUp(def, job, error);
        return 'failed';
      }
      await db
        .update(jobs)
        .set({
          status: 'queued',
          lastError: error,
          runAt: sql`now() + make_interval(secs => ${delay / 1000})`,
        })
        .where(ours(job));
      logger.warn(
        { jobId: job.id, queue: job.queue, attempts: job.attempts, error },
        'job failed: will retry',
      );
      return 'retried';
    }
  }

  async function drain(): Promise<DrainResult> {
    const result: DrainResult = { done: 0, retried: 0, failed: 0 };
    await schedule();
    for (;;) {
      let claimed = 0;
      for (const def of definitions) {
        const rows = await claim(def);
        claimed += rows.length;
        for (const outcome of await Promise.all(rows.map((job) => runOne(def, job)))) result[outcome] += 1;
      }
      if (claimed === 0) return result;
    }
  }

  function start(pollMs: number): RunningJobs {
    let running: Promise<void> | undefined;
    let again = false;
    let stopped = false;
    const run = () => {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = drain()
        .then(
          () => undefined,
          (err: unknown) => logger.error({ err }, 'running background jobs failed'),
        )
        .finally(() => {
          running = undefined;
          if (again) {
            again = false;
            run();
          }
        });
    };
    const timer = setInterval(run, pollMs);
    timer.unref();
    run();
    return {
      wake: run,
      async stop() {
        stopped = true;
        clearInterval(timer);
        await running;
        for (const def of definitions) def.close?.();
      },
    };
  }

  return { drain, start, queues: definitions.map((d) => d.queue) };
}
