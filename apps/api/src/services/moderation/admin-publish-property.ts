import { eq } from 'drizzle-orm';
import type { AdminProperty } from '@restora/shared/contracts/admin-moderation';
import { PROPERTY_NOT_FOUND } from '@restora/shared/domain/partner-listings';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { partnerMembers } from '../../db/schema/partners';
import { properties } from '../../db/schema/stays';
import { AppError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { enqueueMail } from '../mail/outbox';
import { writePropertyPublished } from '../partners';
import { adminPropertyColumns, toAdminProperty } from './admin-organisations';

type Options = { db: Database; events: DomainEvents; actor: AuditActor; id: number; published: boolean };

/**
 * The operator publishes or unpublishes any property, as its partner can (docs/decisions/admin-moderation.md):
 * the same write (a room is needed to publish), recorded in the audit trail. Unpublished, it leaves search,
 * featured stays, the quiz and its pages at once, and each member of its organisation is e-mailed (in the
 * same transaction, through the outbox). Doing what is already done changes nothing and records nothing.
 */
export async function adminSetPropertyPublished({
  db,
  events,
  actor,
  id,
  published,
}: Options): Promise<AdminProperty> {
  const select = (tx: Database) =>
    tx.select(adminPropertyColumns).from(properties).where(eq(properties.id, id));
  return commitThenAnnounce(db, events, async (tx, announce) => {
    const [locked] = await tx
      .select({ id: properties.id, organisationId: properties.organisationId })
      .from(properties)
      .where(eq(properties.id, id))
      .for('update');
    if (!locked) throw new AppError('not_found', PROPERTY_NOT_FOUND);
    const before = toAdminProperty((await select(tx))[0]!);
    if (before.published === published) return before;
    await writePropertyPublished(tx, id, published);
    const after = toAdminProperty((await select(tx))[0]!);
    await recordAudit(tx, actor, {
      action: published ? 'property.publish' : 'property.unpublish',
      object: { type: 'property', id },
      before,
      after,
    });
    if (!published && locked.organisationId !== null) {
      const members = await tx
        .select({ name: user.name, email: user.email })
        .from(partnerMembers)
        .innerJoin(user, eq(user.id, partnerMembers.userId))
        .where(eq(partnerMembers.organisationId, locked.organisationId));
      await enqueueMail(
        tx,
        ...members.map((m) => ({
          kind: 'property.unpublished-by-operator' as const,
          to: m.email,
          payload: { name: m.name, propertyName: after.name },
        })),
      );
    }
    announce({ type: 'catalogue.changed', topic: 'stays' });
    return after;
  });
}
