import { generateRandomString, hashPassword } from 'better-auth/crypto';
import { splitName } from '@restora/shared/contracts/auth';
import type { Database } from '../db/client';
import { account, user } from '../db/schema/auth';
import { userInfo } from '../db/schema/profiles';

type NewAccount = { name: string; email: string; password: string; emailVerified: boolean };

/**
 * Writes an e-mail-and-password account as better-auth's sign-up does (user, credential account with the
 * scrypt hash, and our profile row), inside the caller's transaction. For the places where the account
 * must come and go with other rows: a partner invitation accepted (docs/decisions/partners.md) and the
 * seeded demo accounts. Everything else signs up through better-auth.
 */
export async function insertPasswordAccount(tx: Database, input: NewAccount): Promise<string> {
  const id = generateRandomString(32, 'a-z', 'A-Z', '0-9');
  const now = new Date();
  await tx.insert(user).values({
    id,
    name: input.name,
    email: input.email,
    emailVerified: input.emailVerified,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(account).values({
    id: generateRandomString(32, 'a-z', 'A-Z', '0-9'),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(input.password),
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(userInfo).values({ id, ...splitName(input.name) });
  return id;
}
