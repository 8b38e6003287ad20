CREATE TYPE "public"."booking_kind" AS ENUM('stay', 'service');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('confirmed', 'cancelled');--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"kind" "booking_kind" NOT NULL,
	"room_id" integer,
	"check_in" date NOT NULL,
	"check_out" date,
	"guests" integer,
	"status" "booking_status" DEFAULT 'confirmed' NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"payment_ref" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_user_idempotency_key" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "bookings_stay_has_room_and_dates" CHECK ("bookings"."kind" <> 'stay' or ("bookings"."room_id" is not null and "bookings"."check_out" > "bookings"."check_in")),
	CONSTRAINT "bookings_totals_nonnegative" CHECK ("bookings"."total_cents" >= 0 and "bookings"."subtotal_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_location" text GENERATED ALWAYS AS (lower(city || ' ' || coalesce(state, '') || ' ' || country)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "stay_rooms" ADD COLUMN "recommended_score" real GENERATED ALWAYS AS ((coalesce(rating, 0) * review_count + 40) / (review_count + 10)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_id_stay_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."stay_rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_user_created_idx" ON "bookings" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_search_location_trgm_idx" ON "properties" USING gin ("search_location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_type_idx" ON "properties" USING btree ("type");--> statement-breakpoint
CREATE INDEX "stay_rooms_recommended_idx" ON "stay_rooms" USING btree ("recommended_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "stay_rooms_price_idx" ON "stay_rooms" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "stay_rooms_rating_idx" ON "stay_rooms" USING btree ("rating" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "stay_rooms_max_guests_idx" ON "stay_rooms" USING btree ("max_guests");--> statement-breakpoint
CREATE INDEX "stay_rooms_amenities_gin_idx" ON "stay_rooms" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "stay_rooms_features_gin_idx" ON "stay_rooms" USING gin ("wellness_features");--> statement-breakpoint
-- One room cannot be booked twice for overlapping nights, even by two requests at the same moment
-- (check-out day excluded, so back-to-back stays are fine). Drizzle cannot declare this; it lives here.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlapping_stays" EXCLUDE USING gist ("room_id" WITH =, daterange("check_in", "check_out") WITH &&) WHERE ("status" = 'confirmed' AND "kind" = 'stay');
