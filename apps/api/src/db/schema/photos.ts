import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { retreats } from './retreats';
import { properties, stayRooms } from './stays';

/** One stored size of a photo: its width and height, and the storage keys of its AVIF and WebP files. */
export type PhotoVariant = { width: number; height: number; avif: string; webp: string };

/**
 * A partner's photo of a property (room_id and retreat_id null), of one of its rooms, or of one of its
 * retreats (retreat_id set, property_id the retreat's property: docs/decisions/photos.md, "Retreat and
 * facilitator photos"). The
 * files live in the upload store under `variants`' keys; the row holds no image bytes. Position 0 is the
 * cover.
 */
export const photos = pgTable(
  'photos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    roomId: integer().references(() => stayRooms.id, { onDelete: 'cascade' }),
    retreatId: integer().references(() => retreats.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    alt: text().notNull().default(''),
    /** The largest stored size (the original, upright, at most 1600 px wide). */
    width: integer().notNull(),
    height: integer().notNull(),
    /** Smallest first. */
    variants: jsonb().$type<PhotoVariant[]>().notNull(),
    uploadedBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('photos_room_position_idx').on(t.roomId, t.position),
    index('photos_retreat_position_idx').on(t.retreatId, t.position),
    index('photos_property_position_idx')
      .on(t.propertyId, t.position)
      .where(sql`${t.roomId} is null`),
    check('photos_one_place', sql`${t.roomId} is null or ${t.retreatId} is null`),
    check('photos_position_nonnegative', sql`${t.position} >= 0`),
    check('photos_alt_length', sql`char_length(${t.alt}) <= 300`),
  ],
);
