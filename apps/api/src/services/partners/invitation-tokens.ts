import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { INVITATION_EXPIRED } from '@restora/shared/domain/partner-texts';
import type { Database } from '../../db/client';
import { partnerInvitations, partnerOrganisations } from '../../db/schema/partners';
import { AppError } from '../../errors';
import { hashedIdentifier, LINK_TTL_SECONDS } from '../identity';

// Invitation links (docs/decisions/partners.md): a random 256-bit token, of which the table keeps only
// the SHA-256, made the way the account links are (docs/decisions/account-recovery.md).

const hashOf = (token: string) => hashedIdentifier('partner-invitation', token);

/** Makes the invitation and returns the token its link carries. Call it in the mail's transaction. */
export async function createInvitation(
  tx: Database,
  invitation: { organisationId: number; email: string; createdBy: string },
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LINK_TTL_SECONDS['partner-invitation'] * 1000);
  await tx.insert(partnerInvitations).values({ ...invitation, tokenHash: hashOf(token), expiresAt });
  return { token, expiresAt };
}

/** Unknown, spent and expired links get the one answer (as account links do). */
export const invitationExpired = () =>
  new AppError('validation_failed', INVITATION_EXPIRED, { token: INVITATION_EXPIRED });

/**
 * The live invitation a token names, with its organisation; throws invitationExpired() otherwise.
 * `forUpdate` locks the row, so two acceptances of one link queue and the second finds it spent.
 */
export async function findLiveInvitation(db: Database, token: string, { forUpdate = false } = {}) {
  const query = db
    .select({
      id: partnerInvitations.id,
      email: partnerInvitations.email,
      expiresAt: partnerInvitations.expiresAt,
      acceptedAt: partnerInvitations.acceptedAt,
      organisationId: partnerOrganisations.id,
      organisationName: partnerOrganisations.name,
    })
    .from(partnerInvitations)
    .innerJoin(partnerOrganisations, eq(partnerOrganisations.id, partnerInvitations.organisationId))
    .where(eq(partnerInvitations.tokenHash, hashOf(token)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: partnerInvitations }) : await query;
  if (!row || row.acceptedAt || row.expiresAt <= new Date()) throw invitationExpired();
  return row;
}
