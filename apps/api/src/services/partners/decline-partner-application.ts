import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partnerApplications } from '../../db/schema/content';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { enqueueMail } from '../mail/outbox';
import { loadApplication } from './application-dto';
import { lockPendingApplication } from './lock-pending-application';

type Options = { db: Database; id: number; actor: AuditActor; note: string };

/**
 * Declines a pending application in one transaction: records who, when and the note, and writes the
 * mail that carries the note to the applicant (docs/decisions/partners.md).
 */
export async function declinePartnerApplication({ db, id, actor, note }: Options) {
  return db.transaction(async (tx) => {
    const application = await lockPendingApplication(tx, id);
    const before = (await loadApplication(tx, id))!;
    await tx
      .update(partnerApplications)
      .set({ status: 'declined', decidedAt: new Date(), decidedBy: actor.userId, decisionNote: note })
      .where(eq(partnerApplications.id, id));
    await enqueueMail(tx, {
      kind: 'partner.application-declined',
      to: application.email,
      payload: { name: application.contactName, businessName: application.organisation, note },
    });
    const after = (await loadApplication(tx, id))!;
    await recordAudit(tx, actor, {
      action: 'partner-application.decline',
      object: { type: 'partner-application', id },
      before,
      after,
    });
    return after;
  });
}
