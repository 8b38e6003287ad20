import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partnerApplications } from '../../db/schema/content';
import { partnerOrganisations } from '../../db/schema/partners';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { enqueueMail } from '../mail/outbox';
import { loadApplication } from './application-dto';
import { createInvitation } from './invitation-tokens';
import { lockPendingApplication } from './lock-pending-application';

type Options = { db: Database; id: number; actor: AuditActor; note?: string; publicUrl: string };

/**
 * Approves a pending application in one transaction: records who and when, makes the organisation and
 * an invitation for the applicant's address, and writes the invitation mail (docs/decisions/partners.md).
 */
export async function approvePartnerApplication({ db, id, actor, note, publicUrl }: Options) {
  const adminId = actor.userId;
  return db.transaction(async (tx) => {
    const application = await lockPendingApplication(tx, id);
    const before = (await loadApplication(tx, id))!;
    const [organisation] = await tx
      .insert(partnerOrganisations)
      .values({ name: application.organisation })
      .returning({ id: partnerOrganisations.id });
    const { token, expiresAt } = await createInvitation(tx, {
      organisationId: organisation!.id,
      email: application.email,
      createdBy: adminId,
    });
    await tx
      .update(partnerApplications)
      .set({
        status: 'approved',
        decidedAt: new Date(),
        decidedBy: adminId,
        decisionNote: note || null,
        organisationId: organisation!.id,
      })
      .where(eq(partnerApplications.id, id));
    await enqueueMail(tx, {
      kind: 'partner.invitation',
      to: application.email,
      payload: {
        name: application.contactName,
        organisationName: application.organisation,
        url: `${publicUrl}/partner/invitation?token=${token}`,
        expiresAt: expiresAt.toISOString(),
      },
    });
    const after = (await loadApplication(tx, id))!;
    await recordAudit(tx, actor, {
      action: 'partner-application.approve',
      object: { type: 'partner-application', id },
      before,
      after,
    });
    return after;
  });
}
