import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { session, verification } from '../../db/schema/auth';
import { secondFactorKinds, type FactorKind } from './factor-store';

// Sign-in's second step (docs/decisions/second-factors.md). A right password of an account with an
// authenticator app opens no session: the session better-auth made is deleted before its cookie leaves,
// and the browser gets a challenge instead, good for 10 minutes, which a right code turns into a session.
// Only the challenge token's SHA-256 is kept, in better-auth's `verification` table.

export const CHALLENGE_TTL_SECONDS = 10 * 60;

const identifier = (token: string) =>
  createHash('sha256').update(`second-factor-sign-in:${token}`).digest('base64url');

/**
 * After the password was right: for an account with a second factor, ends the session just made and
 * returns a challenge token for the second step and what the account can prove it with; null for an
 * account without one (signed in).
 */
export async function holdForSecondFactor({
  db,
  userId,
  sessionToken,
}: {
  db: Database;
  userId: string;
  sessionToken: string;
}): Promise<{ token: string; methods: FactorKind[] } | null> {
  const methods = await secondFactorKinds(db, userId);
  if (methods.length === 0) return null;
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(session).where(eq(session.token, sessionToken));
    await tx.insert(verification).values({
      id: randomUUID(),
      identifier: identifier(token),
      value: userId,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
    });
  });
  return { token, methods };
}

/** The account a live challenge is for, or null (unknown, spent or expired). */
export async function peekChallenge(db: Database, token: string): Promise<string | null> {
  const [row] = await db
    .select({ value: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, identifier(token)))
    .limit(1);
  return row && row.expiresAt > new Date() ? row.value : null;
}

/** Spends a challenge in one statement, so two requests cannot both open a session with it. */
export async function spendChallenge(db: Database, token: string): Promise<string | null> {
  const [row] = await db
    .delete(verification)
    .where(eq(verification.identifier, identifier(token)))
    .returning({ value: verification.value, expiresAt: verification.expiresAt });
  return row && row.expiresAt > new Date() ? row.value : null;
}
