import { eq } from 'drizzle-orm';
import { joinName } from '@restora/shared/contracts/auth';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { userInfo } from '../../db/schema/profiles';
import { getProfile } from './get-profile';

type Options = {
  db: Database;
  userId: string;
  input: { firstName: string | null; lastName: string | null; phone: string | null };
};

/** Saves the user's own name and phone (the account name follows the profile name); returns the profile. */
export async function updateProfile({ db, userId, input }: Options) {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(userInfo)
      .values({ id: userId, ...input, updatedAt: now })
      .onConflictDoUpdate({ target: userInfo.id, set: { ...input, updatedAt: now } });
    const name = joinName(input.firstName, input.lastName);
    if (name) await tx.update(user).set({ name, updatedAt: now }).where(eq(user.id, userId));
  });
  return getProfile({ db, userId });
}
