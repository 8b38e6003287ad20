-- Partners edit their properties and rooms: published, house rules, times, property-level amenities, a
-- room's cleaning fee; search's indexes keep to published rooms (docs/decisions/partner-listings.md).
DROP INDEX "stay_rooms_recommended_idx";--> statement-breakpoint
DROP INDEX "stay_rooms_price_idx";--> statement-breakpoint
DROP INDEX "stay_rooms_rating_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "amenities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "wellness_features" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "house_rules" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "check_in_time" text DEFAULT '15:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "check_out_time" text DEFAULT '11:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "stay_rooms" ADD COLUMN "cleaning_fee_cents" integer DEFAULT 2500 NOT NULL;--> statement-breakpoint
ALTER TABLE "stay_rooms" ADD COLUMN "published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "stay_rooms_unpublished_idx" ON "stay_rooms" USING btree ("id") WHERE not "stay_rooms"."published";--> statement-breakpoint
CREATE INDEX "stay_rooms_recommended_idx" ON "stay_rooms" USING btree ("recommended_score" DESC NULLS LAST,"id") WHERE "stay_rooms"."published";--> statement-breakpoint
CREATE INDEX "stay_rooms_price_idx" ON "stay_rooms" USING btree ("price_cents","id") WHERE "stay_rooms"."published";--> statement-breakpoint
CREATE INDEX "stay_rooms_rating_idx" ON "stay_rooms" USING btree ("rating" desc nulls last,"id") WHERE "stay_rooms"."published";--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_check_in_time" CHECK ("properties"."check_in_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_check_out_time" CHECK ("properties"."check_out_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "stay_rooms" ADD CONSTRAINT "stay_rooms_cleaning_fee_nonnegative" CHECK ("stay_rooms"."cleaning_fee_cents" >= 0);--> statement-breakpoint
-- =====================================================================================================
-- HAND-WRITTEN (drizzle cannot express it; keep it at the end when this migration is regenerated):
-- backfills, and the published copy on stay_rooms kept by triggers like search_location and
-- property_type (0003), so search filters on stay_rooms alone (docs/decisions/partner-listings.md).
-- =====================================================================================================
-- A property with rooms was on show before this migration (docs/decisions/partners.md): it stays so.
UPDATE "properties" p SET "published" = true
WHERE EXISTS (SELECT 1 FROM "stay_rooms" r WHERE r."property_id" = p."id");
--> statement-breakpoint
-- The property's lists start as the union of its rooms' (the rooms keep theirs until the partner saves).
UPDATE "properties" p SET
  "amenities" = coalesce((SELECT array_agg(DISTINCT a ORDER BY a) FROM "stay_rooms" r, unnest(r."amenities") a
    WHERE r."property_id" = p."id"), '{}'::text[]),
  "wellness_features" = coalesce((SELECT array_agg(DISTINCT f ORDER BY f) FROM "stay_rooms" r, unnest(r."wellness_features") f
    WHERE r."property_id" = p."id"), '{}'::text[]);
--> statement-breakpoint
UPDATE "stay_rooms" r SET "published" = p."published" FROM "properties" p WHERE p."id" = r."property_id";
--> statement-breakpoint
-- A room takes its property's published when inserted or moved to another property...
CREATE FUNCTION stay_rooms_copy_published() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.published INTO NEW.published FROM properties p WHERE p.id = NEW.property_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER stay_rooms_copy_published BEFORE INSERT OR UPDATE OF property_id ON stay_rooms
  FOR EACH ROW EXECUTE FUNCTION stay_rooms_copy_published();
--> statement-breakpoint
-- ...and follows the property when it is published or unpublished.
CREATE FUNCTION properties_push_published() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stay_rooms SET published = NEW.published WHERE property_id = NEW.id AND published IS DISTINCT FROM NEW.published;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_push_published AFTER UPDATE OF published ON properties
  FOR EACH ROW EXECUTE FUNCTION properties_push_published();
