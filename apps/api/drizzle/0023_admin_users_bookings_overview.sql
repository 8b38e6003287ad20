ALTER TABLE "user_info" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "user_created_at_idx" ON "user" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_email_prefix_idx" ON "user" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_name_prefix_idx" ON "user" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_confirmed_at_idx" ON "bookings" USING btree ("confirmed_at","kind") WHERE "bookings"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_check_in_idx" ON "bookings" USING btree ("check_in","id");--> statement-breakpoint
CREATE INDEX "bookings_total_idx" ON "bookings" USING btree ("total_cents","id");--> statement-breakpoint
CREATE INDEX "payments_settled_succeeded_idx" ON "payments" USING btree ("settled_at","amount_cents") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "user_info_admins_idx" ON "user_info" USING btree ("id") WHERE "user_info"."role" = 'admin';--> statement-breakpoint
CREATE INDEX "refunds_settled_succeeded_idx" ON "refunds" USING btree ("settled_at","amount_cents") WHERE "refunds"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "refunds_order_id_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_cents","id");