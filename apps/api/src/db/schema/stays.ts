import { QUIZ_ENVIRONMENTS } from '@restora/shared/domain/quiz';
import { sql } from 'drizzle-orm';
import {
  boolean,
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

/** How a stay is booked (docs/decisions/request-to-book.md). */
export const bookingMode = pgEnum('booking_mode', ['instant', 'request']);

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
    /**
     * Shown to travellers (search, featured, quiz, its pages). A new property starts unpublished and may be
     * published once it has a room (docs/decisions/partner-listings.md); stay_rooms keeps a copy.
     */
    published: boolean().notNull().default(false),
    /** The lists the partner edits; written to every room of the property (docs/decisions/partner-listings.md). */
    amenities: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    wellnessFeatures: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    houseRules: text().notNull().default(''),
    /** Local times, 'HH:MM' (24 h). */
    checkInTime: text().notNull().default('15:00'),
    checkOutTime: text().notNull().default('11:00'),
    /**
     * 'instant': a guest's payment confirms at once; 'request': the card is authorized and the host accepts or
     * declines within 24 hours (docs/decisions/request-to-book.md). A room may override it.
     */
    bookingMode: bookingMode().notNull().default('instant'),
    /** Lower-cased "city state country", for the location filter (a trigram index makes '%bali%' fast). */
    searchLocation: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(city || ' ' || coalesce(state, '') || ' ' || country)`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('properties_type_idx').on(t.type),
    index('properties_organisation_id_idx').on(t.organisationId),
    check('properties_check_in_time', sql`${t.checkInTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('properties_check_out_time', sql`${t.checkOutTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
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
    /** Charged once per stay (docs/decisions/prices-and-quotes.md). */
    cleaningFeeCents: integer().notNull().default(2500),
    /** Null: the property's booking mode; set, this room's own (docs/decisions/request-to-book.md). */
    bookingMode: bookingMode(),
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
    /** Copy of the property's published, kept by triggers like the two above (the migration 0013). */
    published: boolean().notNull().default(false),
    recommendedScore: real()
      .notNull()
      .generatedAlwaysAs(sql`(coalesce(rating, 0) * review_count + 40) / (review_count + 10)`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stay_rooms_property_id_idx').on(t.propertyId),
    // The orders search pages in hold published rooms only (every search filters on it).
    index('stay_rooms_recommended_idx')
      .on(t.recommendedScore.desc(), t.id)
      .where(sql`${t.published}`),
    index('stay_rooms_price_idx')
      .on(t.priceCents, t.id)
      .where(sql`${t.published}`),
    index('stay_rooms_rating_idx')
      .on(sql`${t.rating} desc nulls last`, t.id)
      .where(sql`${t.published}`),
    // The few rooms of unpublished properties, which a date search without filters leaves out of its count.
    index('stay_rooms_unpublished_idx')
      .on(t.id)
      .where(sql`not ${t.published}`),
    index('stay_rooms_max_guests_idx').on(t.maxGuests),
    index('stay_rooms_search_location_trgm_idx').using('gin', t.searchLocation.op('gin_trgm_ops')),
    index('stay_rooms_property_type_idx').on(t.propertyType),
    index('stay_rooms_amenities_gin_idx').using('gin', t.amenities),
    index('stay_rooms_features_gin_idx').using('gin', t.wellnessFeatures),
    check('stay_rooms_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('stay_rooms_max_guests_positive', sql`${t.maxGuests} >= 1`),
    check('stay_rooms_cleaning_fee_nonnegative', sql`${t.cleaningFeeCents} >= 0`),
  ],
);
