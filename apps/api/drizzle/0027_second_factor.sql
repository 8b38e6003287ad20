-- Second factors: an account's authenticator app (two_factor), what a session proved and when, and an
-- organisation's rule that its members pass one (docs/decisions/second-factors.md).
CREATE TABLE "two_factor" (
	"user_id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"used_steps" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "second_factor_method" text;--> statement-breakpoint
ALTER TABLE "partner_organisations" ADD COLUMN "require_second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factor" ADD CONSTRAINT "two_factor_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;