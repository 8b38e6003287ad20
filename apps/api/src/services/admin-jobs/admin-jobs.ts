import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminJob, AdminJobPage, JobStatus } from '@restora/shared/contracts/admin-jobs';
import { ADMIN_PAGE_SIZE } from '@restora/shared/contracts/admin-tables';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { outbox } from '../../db/schema/mail';
import { AppError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { MAIL_SEND_QUEUE } from '../mail/outbox';

// Background jobs in the back office (docs/decisions/admin-moderation.md): what ran, what waits, what
// failed, and a retry for a job that gave up.

export const JOB_NOT_FOUND = 'Job not found';

const columns = {
  id: jobs.id,
  queue: jobs.queue,
  status: jobs.status,
  attempts: jobs.attempts,
  runAt: jobs.runAt,
  lastError: jobs.lastError,
  createdAt: jobs.createdAt,
  startedAt: jobs.startedAt,
  finishedAt: jobs.finishedAt,
};

type Row = {
  id: number;
  queue: string;
  status: JobStatus;
  attempts: number;
  runAt: Date;
  lastError: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toJob = (r: Row): AdminJob => ({
  ...r,
  runAt: r.runAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
  startedAt: iso(r.startedAt),
  finishedAt: iso(r.finishedAt),
});

type ListOptions = {
  db: Database;
  page: number;
  dir: 'asc' | 'desc';
  status?: JobStatus;
  /** A queue's whole name. */
  queue?: string;
};

/**
 * One page of jobs, newest first (or oldest with dir=asc), by status and/or queue, with how many match:
 * on jobs_created_idx, jobs_status_created_idx or jobs_queue_created_idx.
 */
export async function listAdminJobs({ db, page, dir, status, queue }: ListOptions): Promise<AdminJobPage> {
  const filters: SQL[] = [];
  if (status) filters.push(eq(jobs.status, status));
  if (queue) filters.push(eq(jobs.queue, queue));
  const where = filters.length ? and(...filters) : undefined;
  const order = dir === 'desc' ? [desc(jobs.createdAt), desc(jobs.id)] : [jobs.createdAt, jobs.id];
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(jobs)
      .where(where)
      .orderBy(...order)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return { items: rows.map(toJob), total: counted?.total ?? 0, page, pageSize: ADMIN_PAGE_SIZE };
}

/** The outbox row a 'mail.send' job sends, when its payload names one. */
const outboxIdOf = (payload: Record<string, unknown>) => {
  const id = Number(payload.outboxId);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * A failed job goes back to queued, due now, with its attempts reset, for the runner to claim (its last
 * error stays until the next try). Any other status is a 409: queued or running is being tried, done is
 * done. A failed 'mail.send' job left its message failed in the outbox: that goes back to pending with
 * it, in the same transaction, so the Messages screen says the same.
 */
export async function retryJob({
  db,
  actor,
  id,
}: {
  db: Database;
  actor: AuditActor;
  id: number;
}): Promise<AdminJob> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ...columns, payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.id, id))
      .for('update');
    if (!row) throw new AppError('not_found', JOB_NOT_FOUND);
    if (row.status !== 'failed') {
      throw new AppError('conflict', `Only a failed job can be retried; this one is ${row.status}.`);
    }
    const [updated] = await tx
      .update(jobs)
      .set({ status: 'queued', attempts: 0, runAt: sql`now()`, finishedAt: null })
      .where(eq(jobs.id, id))
      .returning(columns);
    const outboxId = row.queue === MAIL_SEND_QUEUE ? outboxIdOf(row.payload) : undefined;
    if (outboxId !== undefined) {
      // Only a message its job gave up on: a sent one stays sent (the job then finds nothing to send).
      await tx
        .update(outbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
        .where(and(eq(outbox.id, outboxId), eq(outbox.status, 'failed')));
    }
    const { payload: _, ...was } = row;
    const before = toJob(was);
    const after = toJob(updated!);
    await recordAudit(tx, actor, { action: 'job.retry', object: { type: 'job', id }, before, after });
    return after;
  });
}
