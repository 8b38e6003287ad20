-- Calendar sync (docs/decisions/calendar-sync.md): each room's private export link, other channels' feeds, their
-- imported nights in room_nights (kind 'import', by feed and event UID) and the conflicts with paid bookings.
ALTER TYPE "public"."room_night_kind" ADD VALUE 'import';--> statement-breakpoint
CREATE TABLE "calendar_conflicts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_conflicts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"feed_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"external_uid" text NOT NULL,
	"booking_id" integer NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"summary" text,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"failing_since" timestamp with time zone,
	"failure_mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "room_calendar_exports" (
	"room_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_calendar_exports_secret_unique" UNIQUE("secret")
);
--> statement-breakpoint
ALTER TABLE "room_nights" ADD COLUMN "feed_id" integer;--> statement-breakpoint
ALTER TABLE "room_nights" ADD COLUMN "external_uid" text;--> statement-breakpoint
ALTER TABLE "calendar_conflicts" ADD CONSTRAINT "calendar_conflicts_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_conflicts" ADD CONSTRAINT "calendar_conflicts_room_id_stay_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."stay_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_conflicts" ADD CONSTRAINT "calendar_conflicts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_room_id_stay_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."stay_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_calendar_exports" ADD CONSTRAINT "room_calendar_exports_room_id_stay_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."stay_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_conflicts_event_booking" ON "calendar_conflicts" USING btree ("feed_id","external_uid","booking_id");--> statement-breakpoint
CREATE INDEX "calendar_conflicts_room_idx" ON "calendar_conflicts" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "calendar_feeds_room_idx" ON "calendar_feeds" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "calendar_feeds_due_idx" ON "calendar_feeds" USING btree ("last_synced_at");--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_nights_feed_idx" ON "room_nights" USING btree ("feed_id");--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_import_source" CHECK (("room_nights"."kind"::text = 'import') = ("room_nights"."feed_id" is not null and "room_nights"."external_uid" is not null));