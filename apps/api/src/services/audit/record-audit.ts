import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema/audit';

/**
 * Who made a write, for the audit trail: an administrator ('operator') or a partner, and the request it
 * came with (docs/decisions/audit-trail.md). Built from the request by `auditActor` (http/audit-actor.ts).
 */
export type AuditActor = { userId: string; role: 'partner' | 'operator'; requestId?: string };

export type AuditEntry = {
  /** `<object>.<verb>`, e.g. `service.update`, `booking.refund`, `user.suspend`. */
  action: string;
  object: { type: string; id: string | number };
  /** The object as it was before the write (null for a creation) and after it (null for a removal). */
  before?: unknown;
  after?: unknown;
};

/**
 * Records one write in the append-only audit trail. Call it with the write's own transaction, so that the
 * record and the write commit together or not at all.
 */
export async function recordAudit(tx: Database, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    actorUserId: actor.userId,
    actorRole: actor.role,
    action: entry.action,
    objectType: entry.object.type,
    objectId: String(entry.object.id),
    before: toJson(entry.before),
    after: toJson(entry.after),
    requestId: actor.requestId ?? null,
  });
}

/** Dates become ISO strings and undefined fields disappear, as they would in an API answer. */
function toJson(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}
