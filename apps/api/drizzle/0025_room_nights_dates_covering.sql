-- room_nights_dates_idx carries the room and the dates, so a date search reads which rooms are taken from
-- the index alone (an index-only scan) instead of visiting a table page per range: at a million stays,
-- 127 pages read instead of 2,672, and 5.6 ms instead of 11.5 ms (docs/decisions/stay-search.md).
-- drizzle's schema cannot say INCLUDE: the index is declared there without it (db/schema/room-calendar.ts).
DROP INDEX IF EXISTS "room_nights_dates_idx";--> statement-breakpoint
CREATE INDEX "room_nights_dates_idx" ON "room_nights" USING gist (daterange("check_in", "check_out", '[)')) INCLUDE ("room_id", "check_in", "check_out");
