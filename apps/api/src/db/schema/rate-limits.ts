import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters, shared by every API process (so limits hold behind a load balancer). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  // The hourly sweep of ended windows (workers/scheduled-jobs.ts).
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);
