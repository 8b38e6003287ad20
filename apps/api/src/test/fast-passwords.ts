import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';
import type { PasswordHashing } from '../auth/auth';

// The API tests hash passwords with a cheap scrypt (N = 1,024 rather than better-auth's 16,384): the suites
// sign up and sign in thousands of accounts, and at about 100 ms a hash that was minutes of every run.
// What is hashed this way starts with "test$"; the seeded demo accounts keep the site's own hashes, which
// are checked the site's way. The site and the browser tests use better-auth's hashing (auth/auth.ts), and
// a test checks that createAuth does when not given this.

const PREFIX = 'test$';
const cost = { N: 1024, r: 8, p: 1 };

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 32, cost, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export const fastPasswords: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${PREFIX}${salt}:${(await derive(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    if (!hash.startsWith(PREFIX)) return verifyPassword({ hash, password });
    const [salt, key] = hash.slice(PREFIX.length).split(':');
    if (!salt || !key) return false;
    return timingSafeEqual(await derive(password, salt), Buffer.from(key, 'hex'));
  },
};
