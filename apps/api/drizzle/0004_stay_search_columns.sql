DROP INDEX "properties_search_location_trgm_idx";--> statement-breakpoint
ALTER TABLE "stay_rooms" ADD COLUMN "search_location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stay_rooms" ADD COLUMN "property_type" "property_type" DEFAULT 'wellness_retreat' NOT NULL;--> statement-breakpoint
CREATE INDEX "stay_rooms_search_location_trgm_idx" ON "stay_rooms" USING gin ("search_location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stay_rooms_property_type_idx" ON "stay_rooms" USING btree ("property_type");--> statement-breakpoint
UPDATE "stay_rooms" r SET "search_location" = p."search_location", "property_type" = p."type" FROM "properties" p WHERE p."id" = r."property_id";
--> statement-breakpoint
-- A room takes its property's location text and type when inserted or moved to another property...
CREATE FUNCTION stay_rooms_copy_property() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.search_location, p.type INTO NEW.search_location, NEW.property_type FROM properties p WHERE p.id = NEW.property_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER stay_rooms_copy_property BEFORE INSERT OR UPDATE OF property_id ON stay_rooms
  FOR EACH ROW EXECUTE FUNCTION stay_rooms_copy_property();
--> statement-breakpoint
-- ...and follows the property when its location or type changes.
CREATE FUNCTION properties_push_to_rooms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stay_rooms SET search_location = NEW.search_location, property_type = NEW.type WHERE property_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_push_to_rooms AFTER UPDATE OF city, state, country, type ON properties
  FOR EACH ROW EXECUTE FUNCTION properties_push_to_rooms();
