import { QUIZ_ENVIRONMENTS } from '@restora/shared/domain/quiz';
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
import { partnerOrganisations } from './partners';

export const propertyType = pgEnum('property_type', ['wellness_retreat', 'yoga_studio', 'spa_resort']);
/** The landscape a property sits in; the discovery quiz's environment answer matches it. */
export const propertySetting = pgEnum('property_setting', QUIZ_ENVIRONMENTS);

export const properties = pgTable(
  'properties',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    description: text().notNull(),
    type: propertyType().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    state: text(),
    country: text().notNull(),
    /** Every stay has them: its page embeds a map centred on them. */
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    setting: propertySetting(),
    /**
     * The partner organisation that runs the property (docs/decisions/partners.md). Every sample property
     * has one; the synthetic stays of seed:scale have none.
     */
    organisationId: integer().references(() => partnerOrganisations.id, { onDelete: 'set null' }),
    /** Lower-cased "city state country", for the location filter (a trigram index makes '%bali%' fast). */
    searchLocation: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(city || ' ' || coalesce(state, '') || ' ' || country)`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('properties_type_idx').on(t.type),
    index('properties_organisation_id_idx').on(t.organisationId),
  ],
);

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
    /**
     * "Recommended" order: the rating shrunk towards 4.0 by 10 imaginary reviews (a Bayesian average),
     * so a 5.0 from one review does not outrank a 4.8 from two hundred.
     */
    /**
     * Copies of the property's search_location and type, kept in sync by triggers (see the migration), so
     * every filter and count runs on this one table and its indexes.
     */
    searchLocation: text().notNull().default(''),
    propertyType: propertyType().notNull().default('wellness_retreat'),
    recommendedScore: real()
      .notNull()
      .generatedAlwaysAs(sql`(coalesce(rating, 0) * review_count + 40) / (review_count + 10)`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stay_rooms_property_id_idx').on(t.propertyId),
    index('stay_rooms_recommended_idx').on(t.recommendedScore.desc(), t.id),
    index('stay_rooms_price_idx').on(t.priceCents, t.id),
    index('stay_rooms_rating_idx').on(sql`${t.rating} desc nulls last`, t.id),
    index('stay_rooms_max_guests_idx').on(t.maxGuests),
    index('stay_rooms_search_location_trgm_idx').using('gin', t.searchLocation.op('gin_trgm_ops')),
    index('stay_rooms_property_type_idx').on(t.propertyType),
    index('stay_rooms_amenities_gin_idx').using('gin', t.amenities),
    index('stay_rooms_features_gin_idx').using('gin', t.wellnessFeatures),
    check('stay_rooms_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('stay_rooms_max_guests_positive', sql`${t.maxGuests} >= 1`),
  ],
);
