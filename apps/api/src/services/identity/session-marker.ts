import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { SecondFactorMethod } from '@restora/shared/contracts/second-factor';
import type { Database } from '../../db/client';
import { passkey, session, twoFactor } from '../../db/schema/auth';

// What a session has proved (docs/decisions/second-factors.md): `session.second_factor_at`, set by a
// sign-in that checked the second factor, by the set-up's first code, by adding a passkey, or by a
// step-up; a passkey sign-in sets it too, with its own method (docs/decisions/passkeys.md).

export type SessionMethod = SecondFactorMethod | 'passkey';

export async function markSessionPassed(
  db: Database,
  sessionId: string,
  method: SessionMethod,
  now: Date,
): Promise<void> {
  await db
    .update(session)
    .set({ secondFactorAt: now, secondFactorMethod: method })
    .where(eq(session.id, sessionId));
}

/** Forgets what every session of the account proved (the factor is gone). */
export async function forgetSessionsPassed(db: Database, userId: string): Promise<void> {
  await db
    .update(session)
    .set({ secondFactorAt: null, secondFactorMethod: null })
    .where(and(eq(session.userId, userId), isNotNull(session.secondFactorAt)));
}

export type SecondFactorState = {
  /** The account has a second factor: a confirmed authenticator app or a passkey. */
  enabled: boolean;
  /** Of which an authenticator app. */
  app: boolean;
  /** When this session last proved it; null when it has not. */
  verifiedAt: Date | null;
};

/** Whether the account has a second factor, and when this session last proved it. One query. */
export async function secondFactorState(
  db: Database,
  { userId, sessionId }: { userId: string; sessionId: string },
): Promise<SecondFactorState> {
  const [row] = await db
    .select({
      verifiedAt: session.secondFactorAt,
      confirmedAt: twoFactor.confirmedAt,
      passkey: sql<boolean>`exists (select 1 from ${passkey} where ${passkey.userId} = ${session.userId})`,
    })
    .from(session)
    .leftJoin(twoFactor, eq(twoFactor.userId, session.userId))
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .limit(1);
  const app = Boolean(row?.confirmedAt);
  const enabled = app || Boolean(row?.passkey);
  return { enabled, app, verifiedAt: enabled ? (row?.verifiedAt ?? null) : null };
}

/** Passed: the account has a second factor and this session proved it. */
export const hasPassed = (state: SecondFactorState) => state.enabled && state.verifiedAt !== null;
