import { pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const userRole = pgEnum('user_role', ['guest', 'admin']);

/** The profile of spec part 2 "User info"; one row per account, same id. */
export const userInfo = pgTable('user_info', {
  id: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  firstName: text(),
  lastName: text(),
  phone: text(),
  role: userRole().notNull().default('guest'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
