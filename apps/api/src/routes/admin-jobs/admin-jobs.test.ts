import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { jobs } from '../../db/schema/jobs';
import { outbox } from '../../db/schema/mail';
import { caller } from '../../test/matrix-fixtures';
import { registerAdmin } from '../../test/second-factor-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// Background jobs in the back office (docs/decisions/admin-moderation.md).

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let guest: string;
/** A queue of this file's own, so the other jobs of the test app do not count. */
const queue = `test.jobs-${randomUUID()}`;
const other = `test.other-${randomUUID()}`;
type Status = 'queued' | 'running' | 'done' | 'failed';
let ids: Record<Status, number>;

const insertJob = async (values: Partial<typeof jobs.$inferInsert> & { queue: string }, minutesAgo = 0) => {
  const [row] = await t.db
    .insert(jobs)
    .values({ createdAt: new Date(Date.now() - minutesAgo * 60_000), ...values })
    .returning({ id: jobs.id });
  return row!.id;
};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  call = caller(t);
  admin = (await registerAdmin(t)).cookie;
  guest = (await registerUser(t)).cookie;
  const later = new Date(Date.now() + 3_600_000);
  ids = {
    failed: await insertJob(
      { queue, status: 'failed', attempts: 5, lastError: 'boom', finishedAt: new Date(), runAt: later },
      40,
    ),
    done: await insertJob({ queue, status: 'done', attempts: 1, finishedAt: new Date() }, 30),
    running: await insertJob(
      { queue, status: 'running', attempts: 1, startedAt: new Date(), runAt: later },
      20,
    ),
    queued: await insertJob({ queue, status: 'queued', runAt: later }, 10),
  };
  await insertJob({ queue: other, status: 'failed', attempts: 2, lastError: 'elsewhere' }, 5);
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await call('GET', path, admin);
  expect(res.status, path).toBe(200);
  return readJson(res);
};
const idsOf = (page: { items: { id: number }[] }) => page.items.map((j) => j.id);

describe('jobs in the back office', () => {
  it('are for administrators only', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/jobs'],
      ['POST', `/api/admin/jobs/${ids.failed}/retry`],
    ] as const) {
      expect((await call(method, path, '')).status, path).toBe(401);
      expect((await call(method, path, guest)).status, path).toBe(403);
    }
  });

  it('lists jobs newest first (oldest with dir=asc), by queue and by status, with the count', async () => {
    const mine = await get(`/api/admin/jobs?queue=${encodeURIComponent(queue)}`);
    expect(idsOf(mine)).toEqual([ids.queued, ids.running, ids.done, ids.failed]);
    expect(mine).toMatchObject({ total: 4, page: 1, pageSize: 50 });
    expect(mine.items[3]).toEqual({
      id: ids.failed,
      queue,
      status: 'failed',
      attempts: 5,
      runAt: expect.any(String),
      lastError: 'boom',
      createdAt: expect.any(String),
      startedAt: null,
      finishedAt: expect.any(String),
    });
    expect(mine.items[0]).not.toHaveProperty('payload');
    const oldest = await get(`/api/admin/jobs?queue=${encodeURIComponent(queue)}&dir=asc`);
    expect(idsOf(oldest)).toEqual([ids.failed, ids.done, ids.running, ids.queued]);
    const failed = await get(`/api/admin/jobs?queue=${encodeURIComponent(queue)}&status=failed`);
    expect(idsOf(failed)).toEqual([ids.failed]);
    expect(failed.total).toBe(1);
    const everyFailed = await get('/api/admin/jobs?status=failed');
    expect(everyFailed.items.every((j: { status: string }) => j.status === 'failed')).toBe(true);
    expect(idsOf(everyFailed)).toEqual(expect.arrayContaining([ids.failed]));
    const all = await get('/api/admin/jobs');
    const times = all.items.map((j: { createdAt: string }) => j.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect((await get('/api/admin/jobs?queue=no.such-queue')).items).toEqual([]);
    for (const bad of ['status=lost', 'dir=up', 'page=0', `queue=${'q'.repeat(101)}`])
      expect((await call('GET', `/api/admin/jobs?${bad}`, admin)).status, bad).toBe(400);
  });

  it('pages 50 at a time', async () => {
    const many = `test.many-${randomUUID()}`;
    await t.db.insert(jobs).values(
      Array.from({ length: 52 }, (_, i) => ({
        queue: many,
        status: 'done' as const,
        createdAt: new Date(Date.now() - (i + 1) * 1000),
      })),
    );
    const first = await get(`/api/admin/jobs?queue=${many}`);
    const second = await get(`/api/admin/jobs?queue=${many}&page=2`);
    expect(first.items).toHaveLength(50);
    expect(second).toMatchObject({ total: 52, page: 2 });
    expect(second.items).toHaveLength(2);
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(52);
    expect(second.items[1].createdAt < first.items[49].createdAt).toBe(true);
  });

  it('puts a failed job back to queued, due now, attempts reset, last error kept; audited', async () => {
    const res = await call('POST', `/api/admin/jobs/${ids.failed}/retry`, admin);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      id: ids.failed,
      status: 'queued',
      attempts: 0,
      lastError: 'boom',
      finishedAt: null,
    });
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, ids.failed));
    expect(row).toMatchObject({ status: 'queued', attempts: 0, lastError: 'boom', finishedAt: null });
    expect(row!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'job.retry'), eq(auditEvents.objectId, String(ids.failed))));
    expect(audit).toMatchObject({
      objectType: 'job',
      before: { status: 'failed', attempts: 5 },
      after: { status: 'queued', attempts: 0 },
    });
  });

  it('refuses a job that is not failed (409) and one that does not exist (404)', async () => {
    for (const status of ['queued', 'running', 'done'] as const) {
      const res = await call('POST', `/api/admin/jobs/${ids[status]}/retry`, admin);
      expect(res.status, status).toBe(409);
      expect((await readJson(res)).error.message).toBe(
        `Only a failed job can be retried; this one is ${status}.`,
      );
    }
    // The one just retried is queued now.
    expect((await call('POST', `/api/admin/jobs/${ids.failed}/retry`, admin)).status).toBe(409);
    const missing = await call('POST', '/api/admin/jobs/2000000/retry', admin);
    expect(missing.status).toBe(404);
    expect((await readJson(missing)).error.message).toBe('Job not found');
  });

  it("puts a failed 'mail.send' job's message back to pending with it, and leaves a sent one sent", async () => {
    const message = async (status: 'failed' | 'sent') => {
      const [row] = await t.db
        .insert(outbox)
        .values({
          kind: 'account.password-changed',
          recipient: `jobs-${randomUUID()}@example.com`,
          payload: { name: 'Olive' },
          status,
          attempts: 7,
          lastError: status === 'failed' ? 'connection refused' : null,
          nextAttemptAt: new Date(Date.now() + 3_600_000),
          sentAt: status === 'sent' ? new Date() : null,
        })
        .returning({ id: outbox.id });
      return row!.id;
    };
    const failedMessage = await message('failed');
    const sentMessage = await message('sent');
    const jobFor = (outboxId: number) =>
      insertJob({
        queue: 'mail.send',
        payload: { outboxId },
        status: 'failed',
        attempts: 20,
        lastError: 'connection refused',
        finishedAt: new Date(),
        runAt: new Date(Date.now() + 3_600_000),
      });
    const failedJob = await jobFor(failedMessage);
    const sentJob = await jobFor(sentMessage);
    expect((await call('POST', `/api/admin/jobs/${failedJob}/retry`, admin)).status).toBe(200);
    const [pending] = await t.db.select().from(outbox).where(eq(outbox.id, failedMessage));
    expect(pending).toMatchObject({ status: 'pending', attempts: 0 });
    expect(pending!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // The Messages screen says the same.
    const listed = await get(`/api/admin/messages?recipient=${encodeURIComponent(pending!.recipient)}`);
    expect(listed.items).toEqual([expect.objectContaining({ id: failedMessage, status: 'pending' })]);
    // Its job is the one to send it: retrying the job writes no second one.
    const sending = await t.db
      .select({ id: jobs.id, status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.queue, 'mail.send'), sql`${jobs.payload}->>'outboxId' = ${String(failedMessage)}`));
    expect(sending).toEqual([{ id: failedJob, status: 'queued' }]);
    expect((await call('POST', `/api/admin/jobs/${sentJob}/retry`, admin)).status).toBe(200);
    const [sent] = await t.db.select().from(outbox).where(eq(outbox.id, sentMessage));
    expect(sent).toMatchObject({ status: 'sent', attempts: 7 });
  });
});
