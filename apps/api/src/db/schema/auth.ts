import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// better-auth's four tables (user, session, account, verification), in our schema and migrations, and the
// accounts' authenticator apps (two_factor) and passkeys.

export const user = pgTable(
  'user',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The back office's users table (docs/decisions/admin-users.md): newest first, and a prefix search on
  // the e-mail or the name (text_pattern_ops, so LIKE 'prefix%' uses the index whatever the collation).
  (t) => [
    index('user_created_at_idx').on(t.createdAt, t.id),
    index('user_email_prefix_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
    index('user_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /**
     * When this session last proved a second factor: at the sign-in that opened it, or a later step-up
     * (docs/decisions/second-factors.md). Null: the password alone. A passkey sign-in sets it too.
     */
    secondFactorAt: timestamp({ withTimezone: true }),
    /** What proved it: 'totp', 'backup_code' or 'passkey'. */
    secondFactorMethod: text(),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // expires_at: the hourly sweep of expired links (workers/scheduled-jobs.ts).
  (t) => [
    index('verification_identifier_idx').on(t.identifier),
    index('verification_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * An account's authenticator app (docs/decisions/second-factors.md): one per account. Not better-auth's
 * two-factor plugin table: our routes verify the codes (replay refusal, an injected clock).
 */
export const twoFactor = pgTable('two_factor', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** The TOTP key, encrypted with the auth secret (XChaCha20-Poly1305, better-auth's symmetricEncrypt). */
  secret: text().notNull(),
  /** SHA-256 (hex) of each backup code not used yet; a used one is removed in the write that accepts it. */
  backupCodes: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The TOTP steps accepted lately (those still inside the window), so that no code is accepted twice. */
  usedSteps: integer()
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  /** Set when the first code was entered; until then the app is being set up and does not count. */
  confirmedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Passkeys (docs/decisions/passkeys.md): WebAuthn credentials, each a way to sign in without the
 * password and a second factor. Named after better-auth's passkey plugin's table and columns.
 */
export const passkey = pgTable(
  'passkey',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** What the owner called it ('Work laptop'). */
    name: text().notNull(),
    /** The credential id the authenticator chose, base64url; unique across every account. */
    credentialId: text().notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text().notNull(),
    /** The authenticator's signature counter (0 for most passkeys, which do not count). */
    counter: bigint({ mode: 'number' }).notNull().default(0),
    /** How the browser can reach it: 'internal', 'hybrid', 'usb', ... (comma-separated). */
    transports: text(),
    /** 'singleDevice' or 'multiDevice' (synced by a passkey manager). */
    deviceType: text().notNull(),
    backedUp: boolean().notNull().default(false),
    aaguid: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('passkey_user_id_idx').on(t.userId)],
);
