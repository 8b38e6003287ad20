import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { bookings } from './bookings';
import { partnerOrganisations } from './partners';
import { retreatBookings, retreats } from './retreats';
import { services } from './services';
import { properties, stayRooms } from './stays';

// Conversations between a guest and the organisation that runs a property (docs/decisions/conversations.md).

/**
 * One thread between a guest and a property's organisation: a question before booking (one open per guest
 * and property), or a booking's (one per booking). The counters keep the unread sums off the messages
 * (docs/decisions/conversations.md, "Unread counts").
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Null once the guest deleted their account: the organisation keeps the thread, without the person. */
    guestUserId: text().references(() => user.id, { onDelete: 'set null' }),
    organisationId: integer()
      .notNull()
      .references(() => partnerOrganisations.id, { onDelete: 'cascade' }),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** What the guest last asked about (a room, a retreat or a service of the property), if anything. */
    roomId: integer().references(() => stayRooms.id, { onDelete: 'set null' }),
    retreatId: integer().references(() => retreats.id, { onDelete: 'set null' }),
    serviceId: integer().references(() => services.id, { onDelete: 'set null' }),
    /** A booking's thread (made when the stay is confirmed); null for a question before booking. */
    bookingId: integer().references(() => bookings.id, { onDelete: 'set null' }),
    retreatBookingId: integer().references(() => retreatBookings.id, { onDelete: 'set null' }),
    /** closed: the partner blocked new messages from the guest. */
    status: text({ enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    /** Messages each side has sent: what a read mark's seen count is compared with. */
    guestMessages: integer().notNull().default(0),
    partnerMessages: integer().notNull().default(0),
    lastMessageId: integer(),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversations_guest_idx').on(t.guestUserId, t.lastMessageAt.desc(), t.id.desc()),
    index('conversations_organisation_idx').on(t.organisationId, t.lastMessageAt.desc(), t.id.desc()),
    // One question thread per guest and property; one thread per booking.
    uniqueIndex('conversations_question_idx')
      .on(t.guestUserId, t.propertyId)
      .where(sql`${t.bookingId} is null and ${t.retreatBookingId} is null`),
    uniqueIndex('conversations_booking_idx')
      .on(t.bookingId)
      .where(sql`${t.bookingId} is not null`),
    uniqueIndex('conversations_retreat_booking_idx')
      .on(t.retreatBookingId)
      .where(sql`${t.retreatBookingId} is not null`),
  ],
);

/** One message of a thread: plain text, by the guest or a member of the organisation. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null once the sender deleted their account. */
    senderUserId: text().references(() => user.id, { onDelete: 'set null' }),
    senderSide: text({ enum: ['guest', 'partner'] }).notNull(),
    /** The first name shown with the message, kept as it was when sent; null once the account is deleted. */
    senderFirstName: text(),
    body: text().notNull(),
    /** For moderation later: a hidden message is kept but not shown. */
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversation_messages_thread_idx').on(t.conversationId, t.id),
    index('conversation_messages_sender_idx').on(t.senderUserId),
    check('conversation_messages_body_length', sql`char_length(${t.body}) between 1 and 5000`),
  ],
);

/**
 * Each person's read mark in a thread (every member of an organisation has their own): the last message
 * they saw, and how many of the other side's messages there were then.
 */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer(),
    /** The other side's message count when this person last read the thread. */
    seenCount: integer().notNull().default(0),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_reads_user_idx').on(t.userId),
  ],
);
