import type { SessionUser } from '@restora/shared/contracts/auth';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { getSessionUser } from '../identity';

/** The user's own profile; a session whose account is gone is answered as signed out. */
export async function getProfile({ db, userId }: { db: Database; userId: string }): Promise<SessionUser> {
  const profile = await getSessionUser({ db, userId });
  if (!profile) throw new AppError('unauthenticated', 'Please sign in to continue.');
  return profile;
}
