import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditEvent, AuditEventSummary, AuditPage } from '@restora/shared/contracts/admin-audit';
import { ADMIN_PAGE_SIZE } from '@restora/shared/contracts/admin-tables';
import type { Database } from '../../db/client';
import { fromUtcDay, throughUtcDay } from '../../db/utc-days';
import { user } from '../../db/schema/auth';
import { auditEvents } from '../../db/schema/audit';
import { AppError } from '../../errors';

// The back office's reading of the audit trail (docs/decisions/audit-trail.md). Every filter lands on an
// index of audit_events: by object and time, by actor and time, by action and time, or by time alone.

type Filters = {
  objectType?: string;
  objectId?: string;
  /** An account id, or an e-mail address (matched exactly, through the account it names today). */
  actor?: string;
  action?: string;
  /** UTC days, both inclusive. */
  from?: string;
  to?: string;
};

/** The account ids an `actor` filter names: the id itself, and the account of that e-mail if there is one. */
async function actorIds(db: Database, actor: string): Promise<string[]> {
  if (!actor.includes('@')) return [actor];
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, actor.toLowerCase()));
  return account ? [account.id] : [];
}

const summaryColumns = {
  id: auditEvents.id,
  at: auditEvents.at,
  actorUserId: auditEvents.actorUserId,
  actorRole: auditEvents.actorRole,
  actorName: user.name,
  actorEmail: user.email,
  action: auditEvents.action,
  objectType: auditEvents.objectType,
  objectId: auditEvents.objectId,
  requestId: auditEvents.requestId,
};

type SummaryRow = {
  id: number;
  at: Date;
  actorUserId: string;
  actorRole: 'guest' | 'partner' | 'operator';
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  objectType: string;
  objectId: string;
  requestId: string | null;
};

function toSummary(r: SummaryRow): AuditEventSummary {
  return {
    id: r.id,
    at: r.at.toISOString(),
    actor: { id: r.actorUserId, role: r.actorRole, name: r.actorName, email: r.actorEmail },
    action: r.action,
    objectType: r.objectType,
    objectId: r.objectId,
    requestId: r.requestId,
  };
}

/** One page of 50 audit records, newest first unless asked otherwise, with how many match in all. */
export async function listAuditEvents({
  db,
  page,
  dir,
  filters,
}: {
  db: Database;
  page: number;
  dir: 'asc' | 'desc';
  filters: Filters;
}): Promise<AuditPage> {
  const empty = { items: [], total: 0, page, pageSize: ADMIN_PAGE_SIZE };
  let actorWhere: SQL | undefined;
  if (filters.actor) {
    const [id] = await actorIds(db, filters.actor);
    if (!id) return empty;
    actorWhere = eq(auditEvents.actorUserId, id);
  }
  const where = and(
    filters.objectType ? eq(auditEvents.objectType, filters.objectType) : undefined,
    filters.objectId ? eq(auditEvents.objectId, filters.objectId) : undefined,
    actorWhere,
    filters.action ? eq(auditEvents.action, filters.action) : undefined,
    filters.from ? fromUtcDay(auditEvents.at, filters.from) : undefined,
    filters.to ? throughUtcDay(auditEvents.at, filters.to) : undefined,
  );
  // As the indexes hold them (at, id DESC NULLS LAST; read backwards for asc), so a page is read off an
  // index in order, never sorted.
  const order =
    dir === 'asc'
      ? [sql`${auditEvents.at} asc nulls first`, sql`${auditEvents.id} asc nulls first`]
      : [sql`${auditEvents.at} desc nulls last`, sql`${auditEvents.id} desc nulls last`];
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(auditEvents)
      .leftJoin(user, eq(user.id, auditEvents.actorUserId))
      .where(where)
      .orderBy(...order)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return { items: rows.map(toSummary), total: counted?.total ?? 0, page, pageSize: ADMIN_PAGE_SIZE };
}

/** One audit record with the object before and after the write. */
export async function getAuditEvent({ db, id }: { db: Database; id: number }): Promise<AuditEvent> {
  const [row] = await db
    .select({ ...summaryColumns, before: auditEvents.before, after: auditEvents.after })
    .from(auditEvents)
    .leftJoin(user, eq(user.id, auditEvents.actorUserId))
    .where(eq(auditEvents.id, id));
  if (!row) throw new AppError('not_found', 'No such audit record');
  const { before, after, ...summary } = row;
  return { ...toSummary(summary), before: before ?? null, after: after ?? null };
}
