import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { properties } from './stays';

export const serviceType = pgEnum('service_type', ['fitness', 'yoga', 'spa', 'other']);

/** A wellness service; one with a property is offered by that property, one without is offered everywhere. */
export const services = pgTable(
  'services',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    description: text().notNull(),
    type: serviceType().notNull(),
    category: text().notNull(),
    priceCents: integer().notNull(),
    durationMinutes: integer().notNull(),
    /** At most this many pending or confirmed bookings on one date (docs/decisions/partner-services.md). */
    capacityPerDay: integer().notNull().default(20),
    imageUrl: text().notNull(),
    propertyId: integer().references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('services_property_id_idx').on(t.propertyId),
    check('services_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('services_capacity_positive', sql`${t.capacityPerDay} > 0`),
    check('services_duration_positive', sql`${t.durationMinutes} > 0`),
  ],
);
