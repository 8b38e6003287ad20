import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const propertyType = pgEnum('property_type', ['wellness_retreat', 'yoga_studio', 'spa_resort']);

export const properties = pgTable('properties', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  description: text().notNull(),
  type: propertyType().notNull(),
  address: text().notNull(),
  city: text().notNull(),
  state: text(),
  country: text().notNull(),
  latitude: doublePrecision(),
  longitude: doublePrecision(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const stayRooms = pgTable(
  'stay_rooms',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull(),
    priceCents: integer().notNull(),
    maxGuests: integer().notNull(),
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    amenities: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    wellnessFeatures: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rating: real(),
    reviewCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stay_rooms_property_id_idx').on(t.propertyId),
    check('stay_rooms_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('stay_rooms_max_guests_positive', sql`${t.maxGuests} >= 1`),
  ],
);
