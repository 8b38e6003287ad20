CREATE TYPE "public"."room_night_kind" AS ENUM('booking', 'block');--> statement-breakpoint
CREATE TABLE "room_minimum_stays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_minimum_stays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"min_nights" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_minimum_stays_dates" CHECK ("room_minimum_stays"."to_date" > "room_minimum_stays"."from_date"),
	CONSTRAINT "room_minimum_stays_nights" CHECK ("room_minimum_stays"."min_nights" >= 1)
);
--> statement-breakpoint
CREATE TABLE "room_nights" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_nights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"kind" "room_night_kind" NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"booking_id" integer,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_nights_bookingId_unique" UNIQUE("booking_id"),
	CONSTRAINT "room_nights_dates" CHECK ("room_nights"."check_out" > "room_nights"."check_in"),
	CONSTRAINT "room_nights_kind_source" CHECK (("room_nights"."kind" = 'booking') = ("room_nights"."booking_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "room_price_overrides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_price_overrides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_price_overrides_dates" CHECK ("room_price_overrides"."to_date" > "room_price_overrides"."from_date"),
	CONSTRAINT "room_price_overrides_price" CHECK ("room_price_overrides"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "room_minimum_stays" ADD CONSTRAINT "room_minimum_stays_room_id_stay_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."stay_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_room_id_stay_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."stay_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_price_overrides" ADD CONSTRAINT "room_price_overrides_room_id_stay_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."stay_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_nights_nights_idx" ON "room_nights" USING gist (daterange("check_in", "check_out"));--> statement-breakpoint
-- ===== Hand-written (docs/decisions/room-calendars.md): keep at the end when this migration is regenerated. =====
-- One exclusion constraint over every taken night of a room, bookings and blocks alike.
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_no_overlap" EXCLUDE USING gist ("room_id" WITH =, daterange("check_in", "check_out") WITH &&);--> statement-breakpoint
ALTER TABLE "room_price_overrides" ADD CONSTRAINT "room_price_overrides_no_overlap" EXCLUDE USING gist ("room_id" WITH =, daterange("from_date", "to_date") WITH &&);--> statement-breakpoint
ALTER TABLE "room_minimum_stays" ADD CONSTRAINT "room_minimum_stays_no_overlap" EXCLUDE USING gist ("room_id" WITH =, daterange("from_date", "to_date") WITH &&);--> statement-breakpoint
-- A holding stay booking (pending or confirmed) has one mirror row in room_nights; it goes when the booking
-- stops holding (failed payment, cancellation). Its insert is checked by room_nights_no_overlap, so a
-- booking over a blocked night fails with 23P01 like one over a booked night.
CREATE FUNCTION "room_nights_follow_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_holding boolean := TG_OP <> 'INSERT' AND OLD.kind = 'stay' AND OLD.status IN ('pending', 'confirmed');
  is_holding boolean := TG_OP <> 'DELETE' AND NEW.kind = 'stay' AND NEW.status IN ('pending', 'confirmed');
BEGIN
  IF was_holding AND (NOT is_holding OR OLD.room_id IS DISTINCT FROM NEW.room_id
      OR OLD.check_in IS DISTINCT FROM NEW.check_in OR OLD.check_out IS DISTINCT FROM NEW.check_out) THEN
    DELETE FROM "room_nights" WHERE "booking_id" = OLD.id;
    was_holding := false;
  END IF;
  IF is_holding AND NOT was_holding THEN
    INSERT INTO "room_nights" ("room_id", "kind", "check_in", "check_out", "booking_id")
    VALUES (NEW.room_id, 'booking', NEW.check_in, NEW.check_out, NEW.id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_room_nights" AFTER INSERT OR DELETE OR UPDATE OF "status", "kind", "room_id", "check_in", "check_out" ON "bookings" FOR EACH ROW EXECUTE FUNCTION "room_nights_follow_booking"();--> statement-breakpoint
-- Backfill: the bookings holding nights when this migration runs.
INSERT INTO "room_nights" ("room_id", "kind", "check_in", "check_out", "booking_id")
SELECT "room_id", 'booking', "check_in", "check_out", "id" FROM "bookings"
WHERE "kind" = 'stay' AND "status" IN ('pending', 'confirmed') AND "room_id" IS NOT NULL;
