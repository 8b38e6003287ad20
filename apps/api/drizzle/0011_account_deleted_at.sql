-- A deleted account keeps its user row, without the person in it, for the bookings and orders that point
-- at it (docs/decisions/account-recovery.md); deleted_at marks it.
ALTER TABLE "user_info" ADD COLUMN "deleted_at" timestamp with time zone;