import { count, eq } from 'drizzle-orm';
import type { SecondFactorStatus } from '@restora/shared/contracts/second-factor';
import type { Database } from '../../db/client';
import { passkey } from '../../db/schema/auth';
import { partnerMembers, partnerOrganisations } from '../../db/schema/partners';
import { userInfo } from '../../db/schema/profiles';
import { readFactor } from './factor-store';
import { hasPassed, secondFactorState } from './session-marker';

/** Who asks this account for a second factor: being an administrator, or an organisation's rule. */
export async function secondFactorRequiredBy(db: Database, userId: string) {
  const [profile] = await db.select({ role: userInfo.role }).from(userInfo).where(eq(userInfo.id, userId));
  if (profile?.role === 'admin') return 'admin' as const;
  const organisations = await db
    .select({ required: partnerOrganisations.requireSecondFactor })
    .from(partnerMembers)
    .innerJoin(partnerOrganisations, eq(partnerOrganisations.id, partnerMembers.organisationId))
    .where(eq(partnerMembers.userId, userId));
  return organisations.some((o) => o.required) ? ('organisation' as const) : null;
}

/**
 * The account's authenticator app, its passkeys, and what this session proved
 * (docs/decisions/second-factors.md, passkeys.md).
 */
export async function getSecondFactorStatus({
  db,
  userId,
  sessionId,
}: {
  db: Database;
  userId: string;
  sessionId: string;
}): Promise<SecondFactorStatus> {
  const state = await secondFactorState(db, { userId, sessionId });
  const factor = state.app ? await readFactor(db, userId) : undefined;
  const [keys] = await db.select({ n: count() }).from(passkey).where(eq(passkey.userId, userId));
  return {
    enabled: state.app,
    passkeys: keys?.n ?? 0,
    backupCodesLeft: factor?.backupCodes.length ?? 0,
    verifiedAt: state.verifiedAt?.toISOString() ?? null,
    passed: hasPassed(state),
    requiredBy: await secondFactorRequiredBy(db, userId),
  };
}
