import { eq } from 'drizzle-orm';
import type { Role } from '@restora/shared/contracts/auth';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { userInfo } from '../../db/schema/profiles';

/** For operators only (npm run user:role); no API route calls it. Returns false for an unknown e-mail. */
export async function setUserRole({ db, email, role }: { db: Database; email: string; role: Role }) {
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  if (!found) return false;
  await db
    .insert(userInfo)
    .values({ id: found.id, role })
    .onConflictDoUpdate({ target: userInfo.id, set: { role, updatedAt: new Date() } });
  return true;
}
