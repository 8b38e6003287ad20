CREATE TABLE "articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"category" text NOT NULL,
	"date" date NOT NULL,
	"read_time" integer NOT NULL,
	"content" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || description)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"key" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "features_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"order_index" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "how_it_works_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "how_it_works_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"step_number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"list_items" text[] NOT NULL,
	"image_url" text NOT NULL,
	CONSTRAINT "how_it_works_steps_stepNumber_unique" UNIQUE("step_number")
);
--> statement-breakpoint
CREATE TABLE "meal_plan_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meal_plan_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"meal_type" text NOT NULL,
	"calories" integer NOT NULL,
	"description" text NOT NULL,
	"order_index" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation" text NOT NULL,
	"partner_type" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_page_testimonials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_page_testimonials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text,
	"testimonial" text NOT NULL,
	"avatar_url" text,
	"rating" integer,
	"location" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_rating_range" CHECK ("home_page_testimonials"."rating" is null or "home_page_testimonials"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX "articles_category_date_idx" ON "articles" USING btree ("category","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_date_idx" ON "articles" USING btree ("date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_search_trgm_idx" ON "articles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "testimonials_updated_at_idx" ON "home_page_testimonials" USING btree ("updated_at" DESC NULLS LAST);