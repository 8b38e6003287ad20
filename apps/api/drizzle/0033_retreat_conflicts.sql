-- An imported calendar's event over a retreat's program is a conflict with the retreat
-- (docs/decisions/calendar-sync.md, "Conflicts never cancel a Restora booking"): a conflict names a
-- booking or a retreat, one of the two.
ALTER TABLE "calendar_conflicts" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_conflicts" ADD COLUMN "retreat_id" integer;--> statement-breakpoint
ALTER TABLE "calendar_conflicts" ADD CONSTRAINT "calendar_conflicts_retreat_id_retreats_id_fk" FOREIGN KEY ("retreat_id") REFERENCES "public"."retreats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_conflicts_event_retreat" ON "calendar_conflicts" USING btree ("feed_id","external_uid","retreat_id") WHERE "calendar_conflicts"."retreat_id" is not null;--> statement-breakpoint
ALTER TABLE "calendar_conflicts" ADD CONSTRAINT "calendar_conflicts_one_claim" CHECK (num_nonnulls("calendar_conflicts"."booking_id", "calendar_conflicts"."retreat_id") = 1);