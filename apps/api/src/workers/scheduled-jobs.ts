import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { verification } from '../db/schema/auth';
import { jobs } from '../db/schema/jobs';
import { rateLimits } from '../db/schema/rate-limits';
import type { Logger } from '../logger';
import type { JobDefinition } from '../services/jobs/job-runner';
import { sweepStaleHolds } from '../services/payments/sweep-stale-holds';

// The work that runs on a clock rather than because someone asked (docs/decisions/background-jobs.md):
// one job per period, whichever process writes it first, run by one runner.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Finished jobs are kept this long for the back office, then pruned. */
export const KEEP_DONE_JOBS_DAYS = 7;

const retryEveryMinute = { maxAttempts: 3, retryDelayMs: () => MINUTE };

/** Payments that never settled (a crash mid-charge) let go of their held nights and stock. */
export function sweepStaleHoldsJob({ db, logger }: { db: Database; logger: Logger }): JobDefinition {
  return {
    queue: 'payments.sweep-stale-holds',
    everyMs: MINUTE,
    leaseMs: MINUTE,
    ...retryEveryMinute,
    async run() {
      const released = await sweepStaleHolds({ db });
      if (released) logger.warn({ released }, 'released stale payment holds');
    },
  };
}

/**
 * Rows whose time has passed: rate-limit windows that ended, sign-in and e-mail links that expired
 * (better-auth leaves them), and finished jobs older than a week. Each table is read on an index.
 */
export function housekeepingJob({ db, logger }: { db: Database; logger: Logger }): JobDefinition {
  return {
    queue: 'housekeeping.expired-rows',
    everyMs: HOUR,
    leaseMs: 5 * MINUTE,
    ...retryEveryMinute,
    async run() {
      const removed = {
        rateLimits: (
          await db
            .delete(rateLimits)
            .where(lt(rateLimits.resetAt, sql`now()`))
            .returning({ k: rateLimits.key })
        ).length,
        verification: (
          await db
            .delete(verification)
            .where(lt(verification.expiresAt, sql`now()`))
            .returning({ id: verification.id })
        ).length,
        jobs: (
          await db
            .delete(jobs)
            .where(
              and(
                eq(jobs.status, 'done'),
                lt(jobs.finishedAt, sql`now() - make_interval(days => ${KEEP_DONE_JOBS_DAYS})`),
              ),
            )
            .returning({ id: jobs.id })
        ).length,
      };
      logger.info({ removed }, 'removed expired rows');
    },
  };
}
