import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MESSAGE_REPORT_REASONS } from '@restora/shared/domain/message-reports';
import { user } from './auth';
import { conversationMessages, conversations } from './conversations';

// Reports of conversation messages and the operator's decisions (docs/decisions/conversations.md,
// "Moderation").

/**
 * One person's report of one message of the other side. Open until the operator hides the message or
 * dismisses the report; one open report per reporter and message.
 */
export const messageReports = pgTable(
  'message_reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer()
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    /** The message's thread, kept here so "is this thread reported?" is one index lookup. */
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null once the reporter deleted their account: the report stays for the operator. */
    reporterUserId: text().references(() => user.id, { onDelete: 'set null' }),
    reporterSide: text({ enum: ['guest', 'partner'] }).notNull(),
    reason: text({ enum: MESSAGE_REPORT_REASONS }).notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
    /** 'hidden' (the message was hidden) or 'dismissed' (kept as it is), with the administrator. */
    resolution: text({ enum: ['hidden', 'dismissed'] }),
    resolvedBy: text().references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('message_reports_open_key')
      .on(t.messageId, t.reporterUserId)
      .where(sql`${t.resolvedAt} is null`),
    index('message_reports_message_idx').on(t.messageId, t.createdAt),
    index('message_reports_conversation_idx').on(t.conversationId),
    index('message_reports_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('message_reports_reporter_idx').on(t.reporterUserId),
    check('message_reports_note_length', sql`char_length(${t.note}) between 1 and 500`),
    check('message_reports_resolved', sql`(${t.resolvedAt} is null) = (${t.resolution} is null)`),
  ],
);
