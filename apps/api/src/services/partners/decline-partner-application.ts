import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partnerApplications } from '../../db/schema/content';
import { enqueueMail } from '../mail/outbox';
import { loadApplication } from './application-dto';
import { lockPendingApplication } from './lock-pending-application';

type Options = { db: Database; id: number; adminId: string; note: string };

/**
 * Declines a pending application in one transaction: records who, when and the note, and writes the
 * mail that carries the note to the applicant (docs/decisions/partners.md).
 */
export async function declinePartnerApplication({ db, id, adminId, note }: Options) {
  await db.transaction(async (tx) => {
    const application = await lockPendingApplication(tx, id);
    await tx
      .update(partnerApplications)
      .set({ status: 'declined', decidedAt: new Date(), decidedBy: adminId, decisionNote: note })
      .where(eq(partnerApplications.id, id));
    await enqueueMail(tx, {
      kind: 'partner.application-declined',
      to: application.email,
      payload: { name: application.contactName, businessName: application.organisation, note },
    });
  });
  return (await loadApplication(db, id))!;
}
