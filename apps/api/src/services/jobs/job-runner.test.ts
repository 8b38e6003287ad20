import { asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { createLogger } from '../../logger';
import { migratedTestDatabase } from '../../test/migrated-database';
import { enqueueForPeriod, enqueueJobs } from './enqueue-job';
import { createJobRunner, type JobDefinition } from './job-runner';

const database = migratedTestDatabase();

// The runner's own rules, on whichever engine the tests run on (docs/decisions/background-jobs.md). The
// mail queue's behaviour on it is in mail/mail-sender.test.ts; a real SIGKILL in mail/outbox-crash.test.ts.

const logger = createLogger('silent');

beforeEach(async () => {
  await database.handle.db.delete(jobs);
});

const rows = () => database.handle.db.select().from(jobs).orderBy(asc(jobs.id));
const dueNow = () => database.handle.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` });

/** A queue whose runs are recorded; `fail` decides, per try, whether it throws. */
function recording(over: Partial<JobDefinition> & { fail?: (attempt: number) => boolean } = {}) {
  const runs: { id: number; attempt: number; payload: Record<string, unknown> }[] = [];
  const gaveUp: string[] = [];
  const definition: JobDefinition = {
    queue: 'test.record',
    maxAttempts: 3,
    retryDelayMs: (attempts) => 60_000 * attempts,
    leaseMs: 60_000,
    async run(payload, job) {
      runs.push({ id: job.id, attempt: job.attempts, payload });
      if (over.fail?.(job.attempts)) throw new Error(`try ${job.attempts} failed`);
    },
    onGiveUp: async (_payload, error) => void gaveUp.push(error),
    ...over,
  };
  return { definition, runs, gaveUp };
}

describe('the job runner', () => {
  it('runs a due job once and marks it done; a job for later waits for its time', async () => {
    const { definition, runs } = recording();
    const runner = createJobRunner({ db: database.handle.db, logger, definitions: [definition] });
    const [now] = await enqueueJobs(database.handle.db, { queue: 'test.record', payload: { n: 1 } });
    await enqueueJobs(database.handle.db, { queue: 'test.record', runAt: new Date(Date.now() + 3_600_000) });
    // Another queue's job is not this runner's to run.
    await enqueueJobs(database.handle.db, { queue: 'test.other' });

    expect(await runner.drain()).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(await runner.drain()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(runs).toEqual([{ id: now, attempt: 1, payload: { n: 1 } }]);
    expect((await rows()).map((j) => [j.queue, j.status, j.attempts])).toEqual([
      ['test.record', 'done', 1],
      ['test.record', 'queued', 0],
      ['test.other', 'queued', 0],
    ]);
  });

  it('retries a failing job after its delay, and leaves it failed, with its error, when its tries run out', async () => {
    const { definition, runs, gaveUp } = recording({ fail: () => true });
    const runner = createJobRunner({ db: database.handle.db, logger, definitions: [definition] });
    await enqueueJobs(database.handle.db, { queue: 'test.record' });
    const before = Date.now();
    expect(await runner.drain()).toEqual({ done: 0, retried: 1, failed: 0 });
    let [job] = await rows();
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'try 1 failed' });
    expect(job!.runAt.getTime() - before).toBeGreaterThanOrEqual(59_000);
    // Not due yet.
    expect(await runner.drain()).toEqual({ done: 0, retried: 0, failed: 0 });

    await dueNow();
    expect(await runner.drain()).toEqual({ done: 0, retried: 1, failed: 0 });
    [job] = await rows();
    expect(job!.runAt.getTime() - Date.now()).toBeGreaterThanOrEqual(119_000);
    await dueNow();
    expect(await runner.drain()).toEqual({ done: 0, retried: 0, failed: 1 });
    expect(await rows()).toMatchObject([{ status: 'failed', attempts: 3, lastError: 'try 3 failed' }]);
    expect(gaveUp).toEqual(['try 3 failed']);
    await dueNow();
    expect(await runner.drain()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(runs.map((r) => r.attempt)).toEqual([1, 2, 3]);
  });

  it('takes back a job whose runner died once its lease has run out, and fails one abandoned on its last try', async () => {
    const stuck = recording({ run: () => new Promise<void>(() => {}), maxAttempts: 2 });
    await enqueueJobs(database.handle.db, { queue: 'test.record' });
    // A runner claims it and never finishes (its process died mid-job).
    void createJobRunner({ db: database.handle.db, logger, definitions: [stuck.definition] }).drain();
    await expect.poll(async () => (await rows())[0]?.status).toBe('running');

    const { definition, runs, gaveUp } = recording({ maxAttempts: 2, fail: () => true });
    const runner = createJobRunner({ db: database.handle.db, logger, definitions: [definition] });
    // Its lease still runs: nobody else takes it.
    expect(await runner.drain()).toEqual({ done: 0, retried: 0, failed: 0 });
    await dueNow();
    // Taken back: the second try (it fails, and there is no third).
    expect(await runner.drain()).toEqual({ done: 0, retried: 0, failed: 1 });
    expect(runs.map((r) => r.attempt)).toEqual([2]);
    expect(gaveUp).toEqual(['try 2 failed']);

    // A job whose last try was abandoned is not run a try too many: it fails, saying why.
    await database.handle.db.delete(jobs);
    await enqueueJobs(database.handle.db, { queue: 'test.record' });
    await database.handle.db
      .update(jobs)
      .set({ status: 'running', attempts: 2, runAt: sql`now() - interval '1 second'` });
    expect(await runner.drain()).toEqual({ done: 0, retried: 0, failed: 1 });
    expect(runs).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 3 });
    expect(gaveUp[1]).toMatch(/stopped during its last try/);
  });

  it('writes a scheduled job once per period, however many runners ask', async () => {
    const period = new Date('2026-11-27T10:00:00.000Z');
    const written = await Promise.all(
      Array.from({ length: 5 }, () => enqueueForPeriod(database.handle.db, 'test.every-minute', period)),
    );
    expect(written.filter(Boolean)).toHaveLength(1);
    expect(
      await enqueueForPeriod(database.handle.db, 'test.every-minute', new Date(period.getTime() + 60_000)),
    ).toBe(true);
    const { definition, runs } = recording({ queue: 'test.every-minute', everyMs: 60_000 });
    const runners = [1, 2, 3].map(() =>
      createJobRunner({ db: database.handle.db, logger, definitions: [definition] }),
    );
    await Promise.all(runners.map((r) => r.drain()));
    // The two written above, and this minute's, each run once.
    expect(runs).toHaveLength(3);
    const scheduled = await rows();
    expect(scheduled.every((j) => j.status === 'done')).toBe(true);
    expect(new Set(scheduled.map((j) => j.singletonKey)).size).toBe(3);
  });
});

describe('several runners on one database', () => {
  it('run each job exactly once', async () => {
    const total = 200;
    await enqueueJobs(
      database.handle.db,
      ...Array.from({ length: total }, (_, n) => ({ queue: 'test.record', payload: { n } })),
    );
    // On PostgreSQL each runner has its own connection pool, as separate processes would.
    const url = process.env.DATABASE_URL ? (database.handle.connectionString ?? '') : '';
    const others = url ? await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url }))) : [];
    try {
      const dbs: Database[] = others.length
        ? others.map((h) => h.db)
        : [database.handle.db, database.handle.db, database.handle.db];
      const ran: number[] = [];
      const runners = dbs.map((db) =>
        createJobRunner({
          db,
          logger,
          definitions: [
            {
              ...recording().definition,
              batch: 7,
              run: async (payload) => void ran.push(Number(payload.n)),
            },
          ],
        }),
      );
      const results = await Promise.all(runners.map((r) => r.drain()));
      expect(results.reduce((n, r) => n + r.done, 0)).toBe(total);
      expect(ran).toHaveLength(total);
      expect(new Set(ran).size).toBe(total);
      const done = await database.handle.db.select().from(jobs).where(eq(jobs.status, 'done'));
      expect(done).toHaveLength(total);
      expect(done.every((j) => j.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(others.map((h) => h.close()));
    }
  });
});
