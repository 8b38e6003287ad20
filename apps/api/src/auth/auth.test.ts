import { verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, user } from '../db/schema/auth';
import { fastPasswords } from '../test/fast-passwords';
import { openTestDatabase } from '../test/test-app';
import { createAuth } from './auth';

// The site hashes passwords with better-auth's scrypt; only the API tests' app is given the cheaper one
// (test/fast-passwords.ts), and it still accepts the site's hashes (the seeded accounts have them).

let db: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  db = await openTestDatabase({ template: 'migrated' });
});
afterAll(async () => {
  await db.handle.close();
  await db.dropDatabase();
});

const hashOf = async (email: string) => {
  const [row] = await db.handle.db
    .select({ password: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(eq(user.email, email));
  return row!.password!;
};

describe('createAuth', () => {
  it('hashes with better-auth’s scrypt unless given other hashing', async () => {
    const auth = createAuth({
      db: db.handle.db,
      secret: 'test-secret-that-is-long-enough-for-better-auth',
      baseURL: 'http://localhost:3000',
      session: { ttlSeconds: 3600, refreshSeconds: 600 },
    });
    const body = { name: 'Sita Site', email: 'site-hash@example.com', password: 'gentle rain 2049' };
    await auth.api.signUpEmail({ body });
    const hash = await hashOf(body.email);
    expect(hash).not.toMatch(/^test\$/);
    expect(await verifyPassword({ hash, password: body.password })).toBe(true);
    // The tests' hashing checks such a hash the site's way.
    expect(await fastPasswords.verify({ hash, password: body.password })).toBe(true);
    expect(await fastPasswords.verify({ hash, password: 'another one 2049' })).toBe(false);
  });

  it('the tests’ hashing tells a right password from a wrong one', async () => {
    const hash = await fastPasswords.hash('gentle rain 2049');
    expect(hash).toMatch(/^test\$/);
    expect(await fastPasswords.verify({ hash, password: 'gentle rain 2049' })).toBe(true);
    expect(await fastPasswords.verify({ hash, password: 'gentle rain 2048' })).toBe(false);
  });
});
