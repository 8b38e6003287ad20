import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

// Partner organisations, their members and the invitations that make members
// (docs/decisions/partners.md).

/** A business that lists its properties on Restora: made when an admin approves its application. */
export const partnerOrganisations = pgTable(
  'partner_organisations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Members must pass a second factor to use the console (docs/decisions/second-factors.md). */
    requireSecondFactor: boolean().notNull().default(false),
  },
  // The back office's search by name prefix, in name order (docs/decisions/admin-moderation.md).
  (t) => [index('partner_organisations_name_idx').on(sql`lower(${t.name}) text_pattern_ops`, t.id)],
);

/** An account that works for an organisation; `role` is 'owner' for everyone today. */
export const partnerMembers = pgTable(
  'partner_members',
  {
    organisationId: integer()
      .notNull()
      .references(() => partnerOrganisations.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text().notNull().default('owner'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.userId] }),
    index('partner_members_user_id_idx').on(t.userId),
  ],
);

/**
 * A one-time link that makes the holder of `email` a member. Only the token's SHA-256 is kept; the row
 * stays once accepted (`acceptedAt`), so a second click is told the link is spent.
 */
export const partnerInvitations = pgTable(
  'partner_invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer()
      .notNull()
      .references(() => partnerOrganisations.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_invitations_organisation_id_idx').on(t.organisationId)],
);
