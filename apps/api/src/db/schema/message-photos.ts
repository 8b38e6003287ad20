import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { conversationMessages, conversations } from './conversations';
import type { PhotoVariant } from './photos';

/**
 * A photo in a conversation (docs/decisions/conversations.md, "Photos in messages"): uploaded into a
 * thread by one of its sides, then attached to the message that sender sends (`message_id`, null until
 * then). Processed and stored as every photo is; its files are served only to the thread's people.
 */
export const messagePhotos = pgTable(
  'message_photos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: integer().references(() => conversationMessages.id, { onDelete: 'cascade' }),
    /** Null once the uploader deleted their account (the other side keeps the photo of a sent message). */
    uploadedBy: text().references(() => user.id, { onDelete: 'set null' }),
    /** The largest stored size. */
    width: integer().notNull(),
    height: integer().notNull(),
    /** Smallest first. */
    variants: jsonb().$type<PhotoVariant[]>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_photos_message_idx').on(t.messageId),
    // The uploader's photos not sent yet, in one thread (attaching, and the sweep of the abandoned ones).
    index('message_photos_pending_idx')
      .on(t.conversationId, t.uploadedBy)
      .where(sql`${t.messageId} is null`),
    index('message_photos_unsent_age_idx')
      .on(t.createdAt)
      .where(sql`${t.messageId} is null`),
  ],
);
