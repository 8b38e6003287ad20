import { eq, sql } from 'drizzle-orm';
import { joinName, type SessionUser } from '@restora/shared/contracts/auth';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { partnerMembers } from '../../db/schema/partners';
import { userInfo } from '../../db/schema/profiles';

/** Avatars are drawn by our own API from the name (no third-party avatar service sees it). */
export function avatarUrl(name: string | null) {
  return `/api/avatars/${encodeURIComponent(name ?? 'restora')}`;
}

/**
 * The account and its profile as one DTO. A missing profile row is created (id only) on first read
 * (docs/decisions/account-area.md).
 */
export async function getSessionUser({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<SessionUser | null> {
  const read = () =>
    db
      .select({
        user,
        profile: userInfo,
        isPartner: sql<boolean>`exists (select 1 from ${partnerMembers} where ${partnerMembers.userId} = ${user.id})`,
      })
      .from(user)
      .leftJoin(userInfo, eq(userInfo.id, user.id))
      .where(eq(user.id, userId))
      .limit(1);
  let [row] = await read();
  if (!row) return null;
  if (!row.profile) {
    await db.insert(userInfo).values({ id: userId }).onConflictDoNothing();
    [row] = await read();
  }
  const profile = row?.profile;
  if (!row || !profile) return null;
  const name = joinName(profile.firstName, profile.lastName);
  return {
    id: row.user.id,
    email: row.user.email,
    emailVerified: row.user.emailVerified,
    name,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    role: profile.role,
    isPartner: row.isPartner,
    avatarUrl: avatarUrl(name),
    createdAt: row.user.createdAt.toISOString(),
  };
}
