import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PASSKEY_CHALLENGE_SECONDS, PASSKEY_TEXTS as T } from '@restora/shared/domain/passkeys';
import type { Database } from '../../db/client';
import { verification } from '../../db/schema/auth';
import { AppError } from '../../errors';

// Each passkey request's challenge (docs/decisions/passkeys.md), kept in better-auth's `verification`
// table under its SHA-256 for PASSKEY_CHALLENGE_SECONDS, with what it was issued for: adding a passkey to
// a session's account, signing in (to an account when it is sign-in's second step), or a session's
// step-up. The answer carries the challenge back (in clientDataJSON), and spending it is one DELETE, so
// an answer is accepted once.

export type ChallengePurpose = 'register' | 'sign-in' | 'step-up';
export type ChallengeBinding = {
  purpose: ChallengePurpose;
  /** The account it was issued for; null for a sign-in without a password, which names none. */
  userId: string | null;
  /** The session that asked (adding a passkey, a step-up). */
  sessionId: string | null;
};

const identifier = (challenge: string) =>
  createHash('sha256').update(`passkey-challenge:${challenge}`).digest('base64url');

export const challengeExpired = () => new AppError('validation_failed', T.expired, { credential: T.expired });

export async function keepChallenge(db: Database, challenge: string, binding: ChallengeBinding, now: Date) {
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: identifier(challenge),
    value: JSON.stringify(binding),
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_SECONDS * 1000),
  });
}

/** The challenge an answer signed, read from its clientDataJSON; null when that cannot be read. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as unknown;
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 128
      ? challenge
      : null;
  } catch {
    return null;
  }
}

/**
 * Spends the challenge an answer signed, which must have been issued for `purpose` (and, when given, the
 * account and session): returns it and its binding, or throws 400 'expired' (unknown, spent, too old, or
 * issued for something else).
 */
export async function spendChallenge(
  db: Database,
  clientDataJSON: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<{ challenge: string; binding: ChallengeBinding }> {
  const challenge = challengeOf(clientDataJSON);
  if (!challenge) throw challengeExpired();
  const [row] = await db
    .delete(verification)
    .where(eq(verification.identifier, identifier(challenge)))
    .returning({ value: verification.value, expiresAt: verification.expiresAt });
  if (!row || row.expiresAt <= now) throw challengeExpired();
  const binding = JSON.parse(row.value) as ChallengeBinding;
  if (binding.purpose !== purpose) throw challengeExpired();
  return { challenge, binding };
}
