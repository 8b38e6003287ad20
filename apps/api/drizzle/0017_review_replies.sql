-- A partner's one public reply per review, replaced when edited; a room's reviews newest first
-- (docs/decisions/review-replies.md).
DROP INDEX "reviews_room_id_idx";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_by" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_replied_by_user_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_room_created_idx" ON "reviews" USING btree ("room_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_complete" CHECK (("reviews"."reply" is null) = ("reviews"."replied_at" is null) and ("reviews"."reply" is null or char_length("reviews"."reply") between 2 and 1000));