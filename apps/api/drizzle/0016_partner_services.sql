ALTER TABLE "services" ADD COLUMN "capacity_per_day" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_service_day_idx" ON "bookings" USING btree ("service_id","check_in") WHERE "bookings"."kind" = 'service' and "bookings"."status" in ('pending', 'confirmed');--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_capacity_positive" CHECK ("services"."capacity_per_day" > 0);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_duration_positive" CHECK ("services"."duration_minutes" > 0);