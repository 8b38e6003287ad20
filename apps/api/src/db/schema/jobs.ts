import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Background work, one row per run (docs/decisions/background-jobs.md): sending one e-mail, one sweep of
 * stale payments. A job is written by whatever asks for it, in the asking transaction when there is one,
 * and a runner in any API process claims it when it is due. `runAt` is when it is due while queued, and
 * the end of the runner's lease while running: a runner that died leaves it to be claimed again then.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** What to do, e.g. 'mail.send': the runner's table of queues names the code that does it. */
    queue: text().notNull(),
    payload: jsonb().notNull().$type<Record<string, unknown>>().default({}),
    /** queued -> running -> done; a job whose attempts ran out (or was abandoned on its last) is failed. */
    status: text({ enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer().notNull().default(0),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A scheduled job's period ('2026-11-27T19:30:00.000Z'): one job per queue and period, whoever writes it. */
    singletonKey: text(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The runners' claim: what is due, queued or with a lease run out.
    index('jobs_due_idx')
      .on(t.queue, t.runAt)
      .where(sql`status in ('queued', 'running')`),
    uniqueIndex('jobs_singleton_idx').on(t.queue, t.singletonKey),
    // The back office's list, newest first, whole or by status or by queue.
    index('jobs_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('jobs_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('jobs_queue_created_idx').on(t.queue, t.createdAt.desc(), t.id.desc()),
    // Pruning finished jobs.
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`status = 'done'`),
  ],
);
