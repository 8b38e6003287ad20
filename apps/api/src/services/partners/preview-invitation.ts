import { eq } from 'drizzle-orm';
import type { InvitationPreview } from '@restora/shared/contracts/partners';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { findLiveInvitation } from './invitation-tokens';

/**
 * What an invitation link offers: the organisation, the invited address, and whether that address has
 * an account (then accepting needs a sign-in as it; otherwise a name and password make one).
 */
export async function previewInvitation({
  db,
  token,
}: {
  db: Database;
  token: string;
}): Promise<InvitationPreview> {
  const invitation = await findLiveInvitation(db, token);
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, invitation.email));
  return {
    organisationName: invitation.organisationName,
    email: invitation.email,
    accountExists: Boolean(existing),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
