CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_check_in_idx" ON "bookings" USING btree ("check_in","id");--> statement-breakpoint
CREATE INDEX "bookings_total_idx" ON "bookings" USING btree ("total_cents","id");--> statement-breakpoint
CREATE INDEX "refunds_order_id_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_cents","id");