import { eq } from 'drizzle-orm';
import type { AcceptInvitationInput } from '@restora/shared/contracts/partners';
import { signInAsInvited } from '@restora/shared/domain/partner-texts';
import type { Auth } from '../../auth/auth';
import { insertPasswordAccount } from '../../auth/password-account';
import type { Database } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';
import { user } from '../../db/schema/auth';
import { partnerInvitations, partnerMembers } from '../../db/schema/partners';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { isCommonPassword, getSessionUser } from '../identity';
import { findLiveInvitation } from './invitation-tokens';

type Options = {
  db: Database;
  auth: Auth;
  input: AcceptInvitationInput;
  /** The signed-in caller, if any. */
  userId: string | null;
  requestHeaders: Headers;
  /** The request's id, for the audit record (whose actor is the member, known only once the account is). */
  requestId?: string;
};

const required = (fields: Record<string, string>) =>
  new AppError('validation_failed', 'Some fields are not valid.', fields);

/**
 * Accepts an invitation (docs/decisions/partners.md). The invitation is locked, then in one transaction:
 * - no account uses the invited address: one is made with the name and password given, its address
 *   verified (the link proves it);
 * - an account does: the caller must be signed in as it (401 signed out, 403 as someone else);
 * then the membership is added and the invitation spent. All or nothing: a refusal changes no row.
 * A new account is signed in after the commit (the session cookies are returned).
 */
export async function acceptInvitation({ db, auth, input, userId, requestHeaders, requestId }: Options) {
  let created: { email: string; password: string } | null = null;
  const { memberId, organisation } = await db
    .transaction(async (tx) => {
      const invitation = await findLiveInvitation(tx, input.token, { forUpdate: true });
      const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, invitation.email));
      let memberId: string;
      if (existing) {
        if (!userId) throw new AppError('unauthenticated', signInAsInvited(invitation.email));
        if (userId !== existing.id) throw new AppError('forbidden', signInAsInvited(invitation.email));
        memberId = existing.id;
      } else {
        const { name, password } = input;
        if (!name || !password) {
          throw required({
            ...(name ? {} : { name: 'Name must be at least 2 characters' }),
            ...(password ? {} : { password: 'Choose a password of at least 8 characters' }),
          });
        }
        if (isCommonPassword(password)) throw required({ password: 'This password is too common' });
        memberId = await insertPasswordAccount(tx, {
          name,
          email: invitation.email,
          password,
          emailVerified: true,
        });
        created = { email: invitation.email, password };
      }
      await tx
        .insert(partnerMembers)
        .values({ organisationId: invitation.organisationId, userId: memberId, role: 'owner' })
        .onConflictDoNothing();
      const acceptedAt = new Date();
      await tx
        .update(partnerInvitations)
        .set({ acceptedAt, acceptedBy: memberId })
        .where(eq(partnerInvitations.id, invitation.id));
      // The invitation as an admin would see it; never its token.
      const shown = {
        id: invitation.id,
        organisation: { id: invitation.organisationId, name: invitation.organisationName },
        email: invitation.email,
        expiresAt: invitation.expiresAt,
      };
      await recordAudit(
        tx,
        { userId: memberId, role: 'partner', requestId },
        {
          action: 'partner-invitation.accept',
          object: { type: 'partner-invitation', id: invitation.id },
          before: { ...shown, acceptedAt: null, acceptedBy: null },
          after: { ...shown, acceptedAt, acceptedBy: memberId },
        },
      );
      return {
        memberId,
        organisation: { id: invitation.organisationId, name: invitation.organisationName },
      };
    })
    .catch((error: unknown) => {
      // Someone registered the address between our look-up and our insert.
      if (pgErrorCode(error) === UNIQUE_VIOLATION) {
        throw new AppError(
          'conflict',
          'An account with this email already exists. Sign in, then open the link again.',
        );
      }
      throw error;
    });

  let headers: Headers | undefined;
  if (created) {
    const signedIn = await auth.api.signInEmail({
      body: created,
      headers: requestHeaders,
      returnHeaders: true,
    });
    headers = signedIn.headers;
  }
  return { organisation, user: (await getSessionUser({ db, userId: memberId }))!, headers };
}
