CREATE TYPE "public"."journey_item_kind" AS ENUM('stay', 'service', 'product');--> statement-breakpoint
CREATE TYPE "public"."property_setting" AS ENUM('beach', 'mountain', 'forest', 'urban', 'countryside');--> statement-breakpoint
CREATE TABLE "journey_plan_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journey_plan_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"kind" "journey_item_kind" NOT NULL,
	"ref_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_plan_items_plan_target_unique" UNIQUE("plan_id","kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "journey_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journey_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_plans_dates_in_order" CHECK ("journey_plans"."end_date" is null or "journey_plans"."start_date" is null or "journey_plans"."end_date" >= "journey_plans"."start_date")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "setting" "property_setting";--> statement-breakpoint
ALTER TABLE "journey_plan_items" ADD CONSTRAINT "journey_plan_items_plan_id_journey_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."journey_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_plans" ADD CONSTRAINT "journey_plans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journey_plan_items_plan_position_idx" ON "journey_plan_items" USING btree ("plan_id","position","id");--> statement-breakpoint
CREATE INDEX "journey_plans_user_created_idx" ON "journey_plans" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Data folders seeded before this migration: give the sample properties their settings (new seeds carry them).
UPDATE "properties" SET "setting" = v.setting::"property_setting"
FROM (VALUES
  ('Subak Rise Yoga Shala', 'forest'),
  ('Casa Colibrí Yoga House', 'beach'),
  ('Sadhana Vana Yoga House', 'mountain'),
  ('Daubenhorn Thermal Spa', 'mountain'),
  ('Kasbah Amzri Desert Spa', 'countryside'),
  ('Shirakumo Ryokan & Onsen', 'forest'),
  ('Asteri Caldera Spa', 'beach'),
  ('Quinta da Oliveira Velha', 'countryside'),
  ('Cedar Tide Retreat', 'beach'),
  ('Lindarvík Lake Retreat', 'mountain')
) AS v(name, setting)
WHERE "properties"."name" = v.name AND "properties"."setting" IS NULL;
