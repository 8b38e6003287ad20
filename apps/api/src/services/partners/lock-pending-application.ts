import { eq } from 'drizzle-orm';
import { ALREADY_DECIDED } from '@restora/shared/domain/partner-texts';
import type { Database } from '../../db/client';
import { partnerApplications } from '../../db/schema/content';
import { AppError } from '../../errors';

/**
 * Locks an application for its decision (FOR UPDATE, in the deciding transaction): a second admin
 * deciding at the same moment waits, then finds it decided and gets a 409 (docs/decisions/partners.md).
 */
export async function lockPendingApplication(tx: Database, id: number) {
  const [row] = await tx
    .select({
      id: partnerApplications.id,
      organisation: partnerApplications.organisation,
      contactName: partnerApplications.contactName,
      email: partnerApplications.email,
      status: partnerApplications.status,
    })
    .from(partnerApplications)
    .where(eq(partnerApplications.id, id))
    .for('update');
  if (!row) throw new AppError('not_found', 'Partner application not found.');
  if (row.status !== 'pending') throw new AppError('conflict', ALREADY_DECIDED);
  return row;
}
