-- Retreat and facilitator photos (docs/decisions/photos.md, "Retreat and facilitator photos"): a photo may
-- belong to a retreat (its property_id is the retreat's property), never to a room and a retreat at once.
ALTER TABLE "photos" ADD COLUMN "retreat_id" integer;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_retreat_id_retreats_id_fk" FOREIGN KEY ("retreat_id") REFERENCES "public"."retreats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_retreat_position_idx" ON "photos" USING btree ("retreat_id","position");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_one_place" CHECK ("photos"."room_id" is null or "photos"."retreat_id" is null);