-- Extensions used by later constraints and searches: btree_gist (exclusion constraints on date ranges
-- together with equality), pg_trgm (similarity search). PGlite loads them per instance (db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
