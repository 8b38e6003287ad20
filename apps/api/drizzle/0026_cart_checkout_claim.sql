-- A cart is claimed by the checkout paying for it, so it becomes at most one order; a payment remembers what
-- its idempotency key was first used for (docs/decisions/cart-and-checkout.md, payments.md).
ALTER TABLE "payments" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "checkout_payment_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_checkout_payment_id_payments_id_fk" FOREIGN KEY ("checkout_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;