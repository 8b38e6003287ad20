-- The subject each message was composed with, so the back office's outbox shows what a message says
-- rather than its internal kind (docs/decisions/admin-moderation.md).
ALTER TABLE "outbox" ADD COLUMN "subject" text;