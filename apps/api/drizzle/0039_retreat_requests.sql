ALTER TYPE "public"."retreat_booking_status" ADD VALUE 'requested';--> statement-breakpoint
ALTER TYPE "public"."retreat_booking_status" ADD VALUE 'declined';--> statement-breakpoint
ALTER TYPE "public"."retreat_booking_status" ADD VALUE 'expired';--> statement-breakpoint
ALTER TABLE "retreat_bookings" ADD COLUMN "request_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "retreat_bookings" ADD COLUMN "request_outcome" "request_outcome";--> statement-breakpoint
ALTER TABLE "retreat_bookings" ADD COLUMN "request_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "retreats" ADD COLUMN "booking_mode" "booking_mode" DEFAULT 'instant' NOT NULL;--> statement-breakpoint
CREATE INDEX "retreat_bookings_requested_idx" ON "retreat_bookings" USING btree ("request_expires_at") WHERE "retreat_bookings"."request_expires_at" is not null;