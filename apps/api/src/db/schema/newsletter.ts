import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  email: text().notNull().unique(),
  source: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
