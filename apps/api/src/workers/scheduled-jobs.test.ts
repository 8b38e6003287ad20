import { randomUUID } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verification } from '../db/schema/auth';
import { jobs } from '../db/schema/jobs';
import { rateLimits } from '../db/schema/rate-limits';
import { createLogger } from '../logger';
import { createJobRunner } from '../services/jobs/job-runner';
import { migratedTestDatabase } from '../test/migrated-database';
import { housekeepingJob, KEEP_DONE_JOBS_DAYS, sweepStaleHoldsJob } from './scheduled-jobs';

const database = migratedTestDatabase();

const logger = createLogger('silent');

describe('the work on a clock', () => {
  it('removes ended rate-limit windows, expired links and old finished jobs, and keeps the rest', async () => {
    const { db } = database.handle;
    await db.insert(rateLimits).values([
      { key: 'ended', count: 3, resetAt: sql`now() - interval '1 minute'` },
      { key: 'running', count: 3, resetAt: sql`now() + interval '1 minute'` },
    ]);
    await db.insert(verification).values([
      { id: randomUUID(), identifier: 'expired', value: 'x', expiresAt: sql`now() - interval '1 second'` },
      { id: randomUUID(), identifier: 'valid', value: 'x', expiresAt: sql`now() + interval '1 hour'` },
    ]);
    const old = sql`now() - make_interval(days => ${KEEP_DONE_JOBS_DAYS + 1})`;
    await db.insert(jobs).values([
      { queue: 'test.old', status: 'done', finishedAt: old },
      { queue: 'test.recent', status: 'done', finishedAt: sql`now() - interval '1 day'` },
      // A failed job stays for the operator however old.
      { queue: 'test.failed', status: 'failed', finishedAt: old },
    ]);
    const runner = createJobRunner({ db, logger, definitions: [housekeepingJob({ db, logger })] });
    expect(await runner.drain()).toEqual({ done: 1, retried: 0, failed: 0 });

    expect((await db.select().from(rateLimits)).map((r) => r.key)).toEqual(['running']);
    expect((await db.select().from(verification)).map((r) => r.identifier)).toEqual(['valid']);
    expect((await db.select().from(jobs).orderBy(asc(jobs.id))).map((j) => [j.queue, j.status])).toEqual([
      ['test.recent', 'done'],
      ['test.failed', 'failed'],
      ['housekeeping.expired-rows', 'done'],
    ]);
    // Once this hour: asked again, nothing new is written or run.
    expect(await runner.drain()).toEqual({ done: 0, retried: 0, failed: 0 });
  });

  it('sweeps stale payment holds once a minute, as one job however many processes ask', async () => {
    const { db } = database.handle;
    const runners = [1, 2].map(() =>
      createJobRunner({ db, logger, definitions: [sweepStaleHoldsJob({ db, logger })] }),
    );
    const results = await Promise.all(runners.map((r) => r.drain()));
    const sweeps = await db
      .select()
      .from(jobs)
      .where(sql`${jobs.queue} = 'payments.sweep-stale-holds'`);
    // One job for the minute (two only if the minute turned while they ran), each run once.
    const minutes = new Set(sweeps.map((j) => j.singletonKey));
    expect(minutes.size).toBe(sweeps.length);
    expect(sweeps.length).toBeLessThanOrEqual(2);
    expect(results.reduce((n, r) => n + r.done, 0)).toBe(sweeps.length);
    expect(sweeps.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
    for (const key of minutes) expect(new Date(key!).getTime() % 60_000).toBe(0);
  });
});
