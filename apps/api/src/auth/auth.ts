import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MAX, PASSWORD_MIN, splitName } from '@restora/shared/contracts/auth';
import type { Database } from '../db/client';
import { account, session, user, verification } from '../db/schema/auth';
import { userInfo } from '../db/schema/profiles';
import { linkSignIn } from './link-sign-in';
import { secondFactorSession } from './second-factor-session';

/** How passwords are hashed and checked: better-auth's scrypt unless given (the API tests give a cheaper one). */
export type PasswordHashing = {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
};

export type AuthOptions = {
  db: Database;
  secret: string;
  /** The site's public address; https turns on Secure, __Secure- prefixed cookies. */
  baseURL: string;
  session: { ttlSeconds: number; refreshSeconds: number };
  /** Tests only (test/fast-passwords.ts); the site always uses better-auth's own. */
  passwords?: PasswordHashing;
};

/**
 * better-auth as a library: our own routes (routes/auth) call its API, so validation, rate limits and
 * the error shape stay ours. Its HTTP handler is not mounted.
 */
export function createAuth({ db, secret, baseURL, session: sessionRules, passwords }: AuthOptions) {
  return betterAuth({
    appName: 'Restora',
    secret,
    baseURL,
    trustedOrigins: [baseURL],
    // transaction: sign-up writes the user, the password account and the session in one transaction,
    // so a crash between them cannot leave an account nobody can sign in to.
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      // Sign-up opens no session: the link it mails does (docs/decisions/account-recovery.md). With it off,
      // better-auth answers an address that has an account like a new one, after hashing the password
      // all the same, so neither the answer nor its time tells them apart.
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // A reset ends every session of the account (docs/decisions/account-recovery.md). The reset links
      // themselves are made by services/identity, with the mail, in one transaction.
      revokeSessionsOnPasswordReset: true,
      ...(passwords ? { password: passwords } : {}),
    },
    // One-time tokens are kept as SHA-256 hashes (services/identity/one-time-links.ts makes them the same way).
    verification: { storeIdentifier: 'hashed' },
    session: {
      // Sliding expiry: a session unused for ttl ends; one used after refresh is pushed out to now + ttl.
      expiresIn: sessionRules.ttlSeconds,
      updateAge: sessionRules.refreshSeconds,
    },
    // Our routes apply their own limits (per IP and per account), stored in the database.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    plugins: [linkSignIn(), secondFactorSession()],
    logger: { level: 'error' },
    advanced: {
      useSecureCookies: baseURL.startsWith('https://'),
      cookiePrefix: 'restora',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      user: {
        create: {
          // better-auth runs this after the sign-up transaction commits. If the process dies in
          // between, the first read makes the profile with its id only (docs/decisions/account-area.md).
          after: async (created) => {
            await db
              .insert(userInfo)
              .values({ id: created.id, ...splitName(created.name) })
              .onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
