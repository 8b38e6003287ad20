DROP INDEX "room_nights_nights_idx";--> statement-breakpoint
CREATE INDEX "room_nights_dates_idx" ON "room_nights" USING gist (daterange("check_in", "check_out", '[)'));