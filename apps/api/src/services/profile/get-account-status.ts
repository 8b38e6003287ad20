import { eq } from 'drizzle-orm';
import type { Role } from '@restora/shared/contracts/auth';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { userInfo } from '../../db/schema/profiles';

/**
 * For operators (npm run user:role -- <email>): an account's role and whether its address is verified
 * (docs/decisions/account-recovery.md). Undefined for an unknown e-mail.
 */
export async function getAccountStatus({
  db,
  email,
}: {
  db: Database;
  email: string;
}): Promise<{ role: Role; emailVerified: boolean } | undefined> {
  const [found] = await db
    .select({ role: userInfo.role, emailVerified: user.emailVerified })
    .from(user)
    .leftJoin(userInfo, eq(userInfo.id, user.id))
    .where(eq(user.email, email.trim().toLowerCase()));
  return found ? { role: found.role ?? 'guest', emailVerified: found.emailVerified } : undefined;
}
