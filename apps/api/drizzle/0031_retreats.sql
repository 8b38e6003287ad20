-- Retreats on fixed dates (docs/decisions/retreats.md): programs, room options with their spots, places
-- booked with a deposit and a balance, and the waitlist. New enum values are compared as text where this
-- migration uses them: PostgreSQL refuses a value added in the same transaction.
CREATE TYPE "public"."retreat_balance_status" AS ENUM('none', 'scheduled', 'paid', 'failed');--> statement-breakpoint
CREATE TYPE "public"."retreat_cancellation_policy" AS ENUM('flexible', 'standard', 'strict');--> statement-breakpoint
CREATE TYPE "public"."retreat_booking_status" AS ENUM('pending', 'confirmed', 'payment_failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."retreat_level" AS ENUM('beginner', 'all', 'advanced');--> statement-breakpoint
CREATE TYPE "public"."retreat_status" AS ENUM('draft', 'published', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."retreat_waitlist_status" AS ENUM('waiting', 'offered', 'booked', 'expired', 'left');--> statement-breakpoint
ALTER TYPE "public"."payment_purpose" ADD VALUE 'retreat';--> statement-breakpoint
ALTER TYPE "public"."payment_purpose" ADD VALUE 'retreat_balance';--> statement-breakpoint
ALTER TYPE "public"."room_night_kind" ADD VALUE 'retreat';--> statement-breakpoint
CREATE TABLE "retreat_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retreat_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"retreat_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"people" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"early_bird" boolean DEFAULT false NOT NULL,
	"total_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"balance_due_date" date,
	"status" "retreat_booking_status" DEFAULT 'pending' NOT NULL,
	"deposit_payment_id" integer NOT NULL,
	"balance_payment_id" integer,
	"balance_status" "retreat_balance_status" NOT NULL,
	"balance_attempts" integer DEFAULT 0 NOT NULL,
	"balance_next_try_on" date,
	"reminder_sent_at" timestamp with time zone,
	"card_token" text,
	"card_brand" text,
	"card_last4" text,
	"refund_due_cents" integer,
	"waitlist_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" "acting_party",
	"cancellation_reason" text,
	CONSTRAINT "retreat_bookings_people" CHECK ("retreat_bookings"."people" >= 1),
	CONSTRAINT "retreat_bookings_money" CHECK ("retreat_bookings"."deposit_cents" + "retreat_bookings"."balance_cents" = "retreat_bookings"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "retreat_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retreat_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"retreat_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"spots" integer NOT NULL,
	"early_bird_price_cents" integer,
	"early_bird_until" date,
	"early_bird_spots" integer,
	"room_id" integer,
	"taken" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"early_taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "retreat_options_spots" CHECK ("retreat_options"."spots" >= 1),
	CONSTRAINT "retreat_options_price" CHECK ("retreat_options"."price_cents" > 0),
	CONSTRAINT "retreat_options_taken" CHECK ("retreat_options"."taken" >= 0 and "retreat_options"."held" >= 0 and "retreat_options"."taken" + "retreat_options"."held" <= "retreat_options"."spots"),
	CONSTRAINT "retreat_options_early_taken" CHECK ("retreat_options"."early_taken" >= 0 and ("retreat_options"."early_bird_spots" is null or "retreat_options"."early_taken" <= "retreat_options"."early_bird_spots"))
);
--> statement-breakpoint
CREATE TABLE "retreat_waitlist" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retreat_waitlist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"retreat_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"people" integer NOT NULL,
	"status" "retreat_waitlist_status" DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retreat_waitlist_people" CHECK ("retreat_waitlist"."people" >= 1)
);
--> statement-breakpoint
CREATE TABLE "retreats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retreats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"program" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"check_in_time" text NOT NULL,
	"check_out_time" text NOT NULL,
	"included" text DEFAULT '' NOT NULL,
	"not_included" text DEFAULT '' NOT NULL,
	"level" "retreat_level" NOT NULL,
	"language" text NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"facilitators" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_url" text NOT NULL,
	"deposit_percent" integer,
	"balance_due_days" integer DEFAULT 30 NOT NULL,
	"cancellation_policy" "retreat_cancellation_policy" NOT NULL,
	"status" "retreat_status" DEFAULT 'draft' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	CONSTRAINT "retreats_dates" CHECK ("retreats"."end_date" > "retreats"."start_date"),
	CONSTRAINT "retreats_deposit" CHECK ("retreats"."deposit_percent" is null or "retreats"."deposit_percent" between 15 and 99)
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "retreat_booking_id" integer;--> statement-breakpoint
ALTER TABLE "room_nights" ADD COLUMN "retreat_option_id" integer;--> statement-breakpoint
ALTER TABLE "retreat_bookings" ADD CONSTRAINT "retreat_bookings_retreat_id_retreats_id_fk" FOREIGN KEY ("retreat_id") REFERENCES "public"."retreats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retreat_bookings" ADD CONSTRAINT "retreat_bookings_option_id_retreat_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."retreat_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retreat_bookings" ADD CONSTRAINT "retreat_bookings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retreat_bookings" ADD CONSTRAINT "retreat_bookings_deposit_payment_id_payments_id_fk" FOREIGN KEY ("deposit_payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retreat_bookings" ADD CONSTRAINT "retreat_bookings_balance_payment_id_payments_id_fk" FOREIGN KEY ("balance_payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retreat_options" ADD CONSTRAINT "retreat_options_retreat_id_retreats_id_fk" FOREIGN KEY ("retreat_id") REFERENCES "public"."retreats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retreat_options" ADD CONSTRAINT "retreat_options_room_id_stay_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."stay_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retreat_waitlist" ADD CONSTRAINT "retreat_waitlist_retreat_id_retreats_id_fk" FOREIGN KEY ("retreat_id") REFERENCES "public"."retreats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retreat_waitlist" ADD CONSTRAINT "retreat_waitlist_option_id_retreat_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."retreat_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retreat_waitlist" ADD CONSTRAINT "retreat_waitlist_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retreats" ADD CONSTRAINT "retreats_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retreats" ADD CONSTRAINT "retreats_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retreat_bookings_user_idx" ON "retreat_bookings" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "retreat_bookings_retreat_idx" ON "retreat_bookings" USING btree ("retreat_id","status");--> statement-breakpoint
CREATE INDEX "retreat_bookings_deposit_payment_idx" ON "retreat_bookings" USING btree ("deposit_payment_id");--> statement-breakpoint
CREATE INDEX "retreat_bookings_balance_due_idx" ON "retreat_bookings" USING btree ("balance_next_try_on") WHERE "retreat_bookings"."status" = 'confirmed' and "retreat_bookings"."balance_status" in ('scheduled', 'failed');--> statement-breakpoint
CREATE INDEX "retreat_options_retreat_idx" ON "retreat_options" USING btree ("retreat_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "retreat_waitlist_one_per_user" ON "retreat_waitlist" USING btree ("option_id","user_id") WHERE "retreat_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "retreat_waitlist_queue_idx" ON "retreat_waitlist" USING btree ("option_id","status","created_at");--> statement-breakpoint
CREATE INDEX "retreat_waitlist_user_idx" ON "retreat_waitlist" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "retreats_published_start_idx" ON "retreats" USING btree ("start_date","id") WHERE "retreats"."status" = 'published';--> statement-breakpoint
CREATE INDEX "retreats_property_idx" ON "retreats" USING btree ("property_id","start_date");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_retreat_booking_id_retreat_bookings_id_fk" FOREIGN KEY ("retreat_booking_id") REFERENCES "public"."retreat_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_retreat_option_id_retreat_options_id_fk" FOREIGN KEY ("retreat_option_id") REFERENCES "public"."retreat_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_retreat_booking_id_idx" ON "refunds" USING btree ("retreat_booking_id");--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_retreat_source" CHECK (("room_nights"."kind"::text = 'retreat') = ("room_nights"."retreat_option_id" is not null));