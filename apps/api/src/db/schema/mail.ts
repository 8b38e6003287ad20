import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The outbox: every e-mail is a row written in the same transaction as what caused it, and a sender
 * delivers it later (docs/decisions/email.md). `kind` names the message, `payload` holds what the
 * message needs that may not exist any more when it is sent (ids otherwise).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    recipient: text().notNull(),
    payload: jsonb().notNull().$type<Record<string, unknown>>(),
    /**
     * pending until delivered (sent) or given up on after the retry window (failed). Each attempt is a
     * 'mail.send' job (docs/decisions/background-jobs.md); attempts, nextAttemptAt and lastError repeat
     * its progress here for the back office's list of messages.
     */
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    /** The subject as composed at the first attempt to send it; null until then (the back office shows the kind). */
    subject: text(),
    /** The SMTP Message-ID, or the .eml file's path when no SMTP server is configured. */
    deliveredAs: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The back office's outbox list, newest first, whole or by status or by recipient
    // (docs/decisions/admin-moderation.md).
    index('outbox_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('outbox_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('outbox_recipient_created_idx').on(sql`lower(${t.recipient})`, t.createdAt.desc(), t.id.desc()),
  ],
);
