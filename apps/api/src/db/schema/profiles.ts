import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const userRole = pgEnum('user_role', ['guest', 'admin']);

/** The user's profile (docs/decisions/account-area.md); one row per account, same id. */
export const userInfo = pgTable(
  'user_info',
  {
    id: text()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstName: text(),
    lastName: text(),
    phone: text(),
    role: userRole().notNull().default('guest'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the person deleted the account: the user row stays as a nameless record that the bookings
     * and orders still point at, and nothing can sign in to it (docs/decisions/account-recovery.md).
     */
    deletedAt: timestamp({ withTimezone: true }),
    /**
     * Set by an administrator: the account's sessions ended and it cannot sign in until unsuspended
     * (docs/decisions/admin-users.md).
     */
    suspendedAt: timestamp({ withTimezone: true }),
  },
  // The administrators, locked together when one is demoted or suspended (never none left).
  (t) => [
    index('user_info_admins_idx')
      .on(t.id)
      .where(sql`${t.role} = 'admin'`),
  ],
);
