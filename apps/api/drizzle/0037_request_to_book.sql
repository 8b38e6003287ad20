CREATE TYPE "public"."request_outcome" AS ENUM('accepted', 'declined', 'expired');--> statement-breakpoint
CREATE TYPE "public"."booking_mode" AS ENUM('instant', 'request');--> statement-breakpoint
ALTER TYPE "public"."booking_status" ADD VALUE 'requested';--> statement-breakpoint
ALTER TYPE "public"."booking_status" ADD VALUE 'declined';--> statement-breakpoint
ALTER TYPE "public"."booking_status" ADD VALUE 'expired';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'authorized';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'voided';--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_outcome" "request_outcome";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "booking_mode" "booking_mode" DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "stay_rooms" ADD COLUMN "booking_mode" "booking_mode";--> statement-breakpoint
CREATE INDEX "bookings_requested_idx" ON "bookings" USING btree ("request_expires_at") WHERE "bookings"."request_expires_at" is not null;--> statement-breakpoint
-- ===== Hand-written (docs/decisions/request-to-book.md): keep at the end when this migration is regenerated. =====
-- A request to book holds its nights like a pending or confirmed booking. Which statuses hold them is one
-- function, used by the exclusion constraint and the room_nights trigger. It compares the status as text
-- inside plpgsql: a value added to an enum above may not be used as one in this migration's transaction,
-- and a constraint's predicate must be immutable (enum labels are never renamed here).
CREATE FUNCTION "booking_holds_nights"(status "booking_status") RETURNS boolean LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN status::text IN ('pending', 'confirmed', 'requested');
END $$;--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlapping_stays";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlapping_stays" EXCLUDE USING gist ("room_id" WITH =, daterange("check_in", "check_out") WITH &&) WHERE ("booking_holds_nights"("status") AND "kind" = 'stay');--> statement-breakpoint
CREATE OR REPLACE FUNCTION "room_nights_follow_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_holding boolean := TG_OP <> 'INSERT' AND OLD.kind = 'stay' AND "booking_holds_nights"(OLD.status);
  is_holding boolean := TG_OP <> 'DELETE' AND NEW.kind = 'stay' AND "booking_holds_nights"(NEW.status);
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
END $$;
