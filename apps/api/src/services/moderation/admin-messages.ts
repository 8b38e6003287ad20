import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  AdminMessage,
  AdminMessagePage,
  MessageStatus,
} from '@restora/shared/contracts/admin-moderation';
import { ADMIN_PAGE_SIZE } from '@restora/shared/contracts/admin-tables';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema/mail';
import { AppError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { enqueueJobs } from '../jobs/enqueue-job';
import { MAIL_SEND_QUEUE } from '../mail/outbox';

// The outbox in the back office (docs/decisions/admin-moderation.md): what was sent, what waits, what failed.

export const MESSAGE_NOT_FOUND = 'Message not found';

const columns = {
  id: outbox.id,
  kind: outbox.kind,
  subject: outbox.subject,
  recipient: outbox.recipient,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  nextAttemptAt: outbox.nextAttemptAt,
  sentAt: outbox.sentAt,
};

type Row = {
  id: number;
  kind: string;
  subject: string | null;
  recipient: string;
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  nextAttemptAt: Date;
  sentAt: Date | null;
};

/** 'booking.cancelled-by-partner' -> 'Booking cancelled by partner': until a message is composed. */
const kindLabel = (kind: string) => {
  const words = kind.replace(/[.-]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const toMessage = (r: Row): AdminMessage => ({
  ...r,
  subject: r.subject ?? kindLabel(r.kind),
  createdAt: r.createdAt.toISOString(),
  nextAttemptAt: r.nextAttemptAt.toISOString(),
  sentAt: r.sentAt ? r.sentAt.toISOString() : null,
});

type ListOptions = {
  db: Database;
  page: number;
  dir: 'asc' | 'desc';
  status?: MessageStatus;
  /** Lower-cased; matched whole, on the index of lower(recipient). */
  recipient?: string;
};

/** One page of the outbox, newest first (or oldest with dir=asc), by status and/or recipient. */
export async function listAdminMessages({
  db,
  page,
  dir,
  status,
  recipient,
}: ListOptions): Promise<AdminMessagePage> {
  const filters: SQL[] = [];
  if (status) filters.push(eq(outbox.status, status));
  if (recipient) filters.push(sql`lower(${outbox.recipient}) = ${recipient}`);
  const where = filters.length ? and(...filters) : undefined;
  const order = dir === 'desc' ? [desc(outbox.createdAt), desc(outbox.id)] : [outbox.createdAt, outbox.id];
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(outbox)
      .where(where)
      .orderBy(...order)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(outbox).where(where),
  ]);
  return { items: rows.map(toMessage), total: counted?.total ?? 0, page, pageSize: ADMIN_PAGE_SIZE };
}

/**
 * A failed message goes back to pending, due now, with its attempts reset, and a new job sends it
 * (its last error stays until then). Any other status is a 409: a pending message is being tried, a sent
 * one has arrived.
 */
export async function retryMessage({
  db,
  actor,
  id,
}: {
  db: Database;
  actor: AuditActor;
  id: number;
}): Promise<AdminMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select(columns).from(outbox).where(eq(outbox.id, id)).for('update');
    if (!row) throw new AppError('not_found', MESSAGE_NOT_FOUND);
    if (row.status !== 'failed') {
      throw new AppError('conflict', `Only a failed message can be retried; this one is ${row.status}.`);
    }
    const [updated] = await tx
      .update(outbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
      .where(eq(outbox.id, id))
      .returning(columns);
    // Its own job gave up; a new one sends it (docs/decisions/background-jobs.md).
    await enqueueJobs(tx, { queue: MAIL_SEND_QUEUE, payload: { outboxId: id } });
    const before = toMessage(row);
    const after = toMessage(updated!);
    await recordAudit(tx, actor, { action: 'message.retry', object: { type: 'message', id }, before, after });
    return after;
  });
}
