import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { JOURNEY_ITEM_KINDS } from '@restora/shared/contracts/journey';
import { user } from './auth';

export const journeyItemKind = pgEnum('journey_item_kind', JOURNEY_ITEM_KINDS);

/** A user's wellness-journey plan (the planner on /journey-dashboard). */
export const journeyPlans = pgTable(
  'journey_plans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The planner lists a user's plans newest first.
    index('journey_plans_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    check(
      'journey_plans_dates_in_order',
      sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
  ],
);

/**
 * A stay room, service or product in a plan. The reference has no foreign key on purpose: a target that
 * is deleted later leaves the item behind, and reads skip it (docs/decisions/journey-planner.md).
 */
export const journeyPlanItems = pgTable(
  'journey_plan_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    planId: integer()
      .notNull()
      .references(() => journeyPlans.id, { onDelete: 'cascade' }),
    kind: journeyItemKind().notNull(),
    refId: integer().notNull(),
    note: text().notNull().default(''),
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('journey_plan_items_plan_target_unique').on(t.planId, t.kind, t.refId),
    index('journey_plan_items_plan_position_idx').on(t.planId, t.position, t.id),
  ],
);
