import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { actingParty } from './bookings';

/**
 * Every write made by an administrator or a partner, recorded in the transaction of the write itself
 * (docs/decisions/audit-trail.md). Append-only: a trigger (migration 0019) refuses UPDATE and DELETE, so
 * not even the application can rewrite history. The actor's id is kept as text, with no foreign key: the
 * record outlives the account it names.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorUserId: text().notNull(),
    /** 'partner' or 'operator' (an administrator). */
    actorRole: actingParty().notNull(),
    /** What was done, as `<object>.<verb>`: `service.update`, `booking.refund`, `user.suspend`. */
    action: text().notNull(),
    objectType: text().notNull(),
    objectId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    requestId: text(),
  },
  (t) => [
    // Each ends with the id: records of one transaction share its time, and a page must not split them
    // at random (the list orders by time, then id; docs/decisions/audit-trail.md).
    index('audit_events_object_idx').on(t.objectType, t.objectId, t.at.desc(), t.id.desc()),
    index('audit_events_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_events_actor_idx').on(t.actorUserId, t.at.desc(), t.id.desc()),
    // The back office's filters by action, and by kind of object.
    index('audit_events_action_idx').on(t.action, t.at.desc(), t.id.desc()),
    index('audit_events_type_idx').on(t.objectType, t.at.desc(), t.id.desc()),
  ],
);
