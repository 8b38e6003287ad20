CREATE TYPE "public"."booking_kind" AS ENUM('stay', 'service');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('pending', 'confirmed', 'payment_failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."payment_purpose" AS ENUM('stay', 'services', 'order');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'succeeded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."service_type" AS ENUM('fitness', 'yoga', 'spa', 'other');--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"kind" "booking_kind" NOT NULL,
	"room_id" integer,
	"service_id" integer,
	"check_in" date NOT NULL,
	"check_out" date,
	"guests" integer,
	"status" "booking_status" DEFAULT 'pending' NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"listing_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_stay_has_room_and_dates" CHECK ("bookings"."kind" <> 'stay' or ("bookings"."room_id" is not null and "bookings"."check_out" > "bookings"."check_in")),
	CONSTRAINT "bookings_service_has_service" CHECK ("bookings"."kind" <> 'service' or "bookings"."service_id" is not null),
	CONSTRAINT "bookings_totals_nonnegative" CHECK ("bookings"."total_cents" >= 0 and "bookings"."subtotal_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"purpose" "payment_purpose" NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_user_idempotency_key" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "payments_amount_nonnegative" CHECK ("payments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"booking_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_bookingId_unique" UNIQUE("booking_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" "service_type" NOT NULL,
	"category" text NOT NULL,
	"price_cents" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"image_url" text NOT NULL,
	"property_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_price_nonnegative" CHECK ("services"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_location" text GENERATED ALWAYS AS (lower(city || ' ' || coalesce(state, '') || ' ' || country)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "stay_rooms" ADD COLUMN "search_location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stay_rooms" ADD COLUMN "property_type" "property_type" DEFAULT 'wellness_retreat' NOT NULL;--> statement-breakpoint
ALTER TABLE "stay_rooms" ADD COLUMN "recommended_score" real GENERATED ALWAYS AS ((coalesce(rating, 0) * review_count + 40) / (review_count + 10)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_id_stay_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."stay_rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_room_id_stay_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."stay_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_payment_id_idx" ON "bookings" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "bookings_user_created_idx" ON "bookings" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_pending_idx" ON "bookings" USING btree ("created_at") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reviews_user_id_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_room_id_idx" ON "reviews" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "services_property_id_idx" ON "services" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "properties_type_idx" ON "properties" USING btree ("type");--> statement-breakpoint
CREATE INDEX "stay_rooms_recommended_idx" ON "stay_rooms" USING btree ("recommended_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "stay_rooms_price_idx" ON "stay_rooms" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "stay_rooms_rating_idx" ON "stay_rooms" USING btree ("rating" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "stay_rooms_max_guests_idx" ON "stay_rooms" USING btree ("max_guests");--> statement-breakpoint
CREATE INDEX "stay_rooms_search_location_trgm_idx" ON "stay_rooms" USING gin ("search_location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stay_rooms_property_type_idx" ON "stay_rooms" USING btree ("property_type");--> statement-breakpoint
CREATE INDEX "stay_rooms_amenities_gin_idx" ON "stay_rooms" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "stay_rooms_features_gin_idx" ON "stay_rooms" USING gin ("wellness_features");
--> statement-breakpoint
-- One room cannot be held or booked twice for overlapping nights, even by two requests at the same moment
-- (the check-out day is free, so back-to-back stays are fine). Drizzle cannot declare this; it lives here.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlapping_stays" EXCLUDE USING gist ("room_id" WITH =, daterange("check_in", "check_out") WITH &&) WHERE ("status" IN ('pending', 'confirmed') AND "kind" = 'stay');
--> statement-breakpoint
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
