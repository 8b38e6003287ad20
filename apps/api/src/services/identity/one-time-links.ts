import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { INVITATION_TTL_DAYS } from '@restora/shared/domain/partner-texts';
import type { Database } from '../../db/client';
import { verification } from '../../db/schema/auth';

/**
 * The one-time links of account mail (docs/decisions/account-recovery.md). A link carries a random
 * token; the `verification` table keeps only its SHA-256, under better-auth's own naming
 * (`<purpose>:<token>`, hashed as its `storeIdentifier: 'hashed'` does), so better-auth's reset flow
 * finds and spends the reset links we make. Whoever reads the table cannot use what it holds.
 */
export type LinkPurpose = 'reset-password' | 'verify-email' | 'change-email' | 'partner-invitation';

export const LINK_TTL_SECONDS: Record<LinkPurpose, number> = {
  'reset-password': 60 * 60,
  'verify-email': 24 * 60 * 60,
  'change-email': 24 * 60 * 60,
  // Kept in partner_invitations rather than here (services/partners/invitation-tokens.ts), hashed alike.
  'partner-invitation': INVITATION_TTL_DAYS * 24 * 60 * 60,
};

/** better-auth's default key hasher: SHA-256, base64url without padding. */
export function hashedIdentifier(purpose: LinkPurpose, token: string): string {
  return createHash('sha256').update(`${purpose}:${token}`).digest('base64url');
}

/** Makes a link's token, stored with `value` until it is used or expires. Call it in the mail's transaction. */
export async function createLinkToken(tx: Database, purpose: LinkPurpose, value: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(verification).values({
    id: randomUUID(),
    identifier: hashedIdentifier(purpose, token),
    value,
    expiresAt: new Date(Date.now() + LINK_TTL_SECONDS[purpose] * 1000),
  });
  return token;
}

/** What a live token was stored with, without spending it; null when unknown or expired. */
export async function peekLinkToken(db: Database, purpose: LinkPurpose, token: string) {
  const [row] = await db
    .select({ value: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, hashedIdentifier(purpose, token)))
    .limit(1);
  return row && row.expiresAt > new Date() ? row.value : null;
}

/**
 * Spends a token: deletes it and returns what it was stored with, or null when it is unknown, used or
 * expired. One statement, so two clicks on the same link cannot both succeed.
 */
export async function consumeLinkToken(db: Database, purpose: LinkPurpose, token: string) {
  const [row] = await db
    .delete(verification)
    .where(eq(verification.identifier, hashedIdentifier(purpose, token)))
    .returning({ value: verification.value, expiresAt: verification.expiresAt });
  return row && row.expiresAt > new Date() ? row.value : null;
}
