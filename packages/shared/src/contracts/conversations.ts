import { z } from 'zod';
import { multiLineText } from './plain-text';
import { bookingStatusSchema } from './bookings';
import {
  ASK_ABOUT_KINDS,
  CONVERSATION_STATUSES,
  CONVERSATION_SIDES,
  MESSAGE_MAX,
  MESSAGE_PHOTOS_MAX,
  MESSAGE_PHOTOS_TEXTS,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
} from '../domain/conversations';

// Conversations between a guest and the organisation that runs a property (docs/decisions/conversations.md).

const id = (what: string) =>
  z.coerce
    .number({ error: `${what}: an id` })
    .int(`${what}: an id`)
    .min(1, `${what}: an id`)
    .max(2_147_483_647, `${what}: an id`);

/** A message as typed: plain text, 1 to 5,000 characters once trimmed. */
export const messageBodySchema = z
  .string({ error: MESSAGE_REQUIRED })
  .trim()
  .min(1, MESSAGE_REQUIRED)
  .max(MESSAGE_MAX, MESSAGE_TOO_LONG)
  .check(multiLineText);

/** The photos a message carries: ids of photos the sender uploaded into the thread, at most 4, each once. */
export const messagePhotoIdsSchema = z
  .array(id('photoIds'))
  .max(MESSAGE_PHOTOS_MAX, MESSAGE_PHOTOS_TEXTS.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, MESSAGE_PHOTOS_TEXTS.twice);

export const sendMessageSchema = z.object({
  body: messageBodySchema,
  photoIds: messagePhotoIdsSchema.optional(),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** "Ask the host": about a room (a stay), a retreat or a service; the server finds the property and its host. */
export const startConversationSchema = z.object({
  about: z.object({
    kind: z.enum(ASK_ABOUT_KINDS, { error: `about.kind: ${ASK_ABOUT_KINDS.join(', ')}` }),
    id: id('about.id'),
  }),
  body: messageBodySchema,
});
export type StartConversationInput = z.input<typeof startConversationSchema>;

export const conversationStatusSchema = z.enum(CONVERSATION_STATUSES, {
  error: `status: ${CONVERSATION_STATUSES.join(' or ')}`,
});
export const setConversationStatusSchema = z.object({ status: conversationStatusSchema });
export type SetConversationStatusInput = z.input<typeof setConversationStatusSchema>;

const page = z.coerce
  .number({ error: 'page: a whole number' })
  .int('page: a whole number')
  .min(1, 'page: at least 1')
  .max(10_000, 'page: at most 10000')
  .default(1);
const unreadOnly = z
  .enum(['true', 'false'], { error: 'unread: true or false' })
  .optional()
  .transform((v) => v === 'true');

export const conversationsQuerySchema = z.object({ unread: unreadOnly, page });
export type ConversationsQuery = z.input<typeof conversationsQuerySchema>;

export const partnerConversationsQuerySchema = conversationsQuerySchema.extend({
  propertyId: id('propertyId').optional(),
  status: conversationStatusSchema.optional(),
});
export type PartnerConversationsQuery = z.input<typeof partnerConversationsQuerySchema>;

/** A page of a thread's messages: the newest, or those before a message id (scrolling back). */
export const messagesQuerySchema = z.object({ before: id('before').optional() });
export type MessagesQuery = z.input<typeof messagesQuerySchema>;

const named = z.object({ id: z.number(), name: z.string() });

/** What a thread is about: the property, and the room, retreat, service or booking if any. */
export const conversationAboutSchema = z.object({
  property: named,
  room: z.object({ id: z.number(), title: z.string() }).nullable(),
  retreat: z.object({ id: z.number(), title: z.string() }).nullable(),
  service: z.object({ id: z.number(), title: z.string() }).nullable(),
  bookingId: z.number().nullable(),
  retreatBookingId: z.number().nullable(),
  /** The booking's status, for the thread's status line (a request to book: docs/decisions/request-to-book.md). */
  bookingStatus: bookingStatusSchema.nullable().optional(),
});

export const conversationSummarySchema = z.object({
  id: z.number(),
  about: conversationAboutSchema,
  /** The organisation that answers (the guest sees its name). */
  organisation: named,
  /** The guest as the partner sees them: first name and initial ('Aiko T.'), or 'Deleted account'. */
  guestName: z.string(),
  status: conversationStatusSchema,
  lastMessageAt: z.string(),
  /** The other side's messages the caller has not read. */
  unread: z.number(),
  /** The start of the latest message shown (hidden ones left out), or null for a thread with none. */
  lastMessage: z
    .object({ side: z.enum(CONVERSATION_SIDES), preview: z.string(), mine: z.boolean() })
    .nullable(),
  createdAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

/** A photo in a message: its sizes, served only to the thread's people. */
export const messagePhotoSchema = z.object({
  id: z.number(),
  width: z.number(),
  height: z.number(),
  /** Smallest first. */
  sizes: z.array(z.object({ width: z.number(), height: z.number(), avif: z.string(), webp: z.string() })),
});
export type MessagePhoto = z.infer<typeof messagePhotoSchema>;

export const conversationMessageSchema = z.object({
  id: z.number(),
  side: z.enum(CONVERSATION_SIDES),
  /** The sender's first name as it was when sent; null once their account is deleted. */
  senderName: z.string().nullable(),
  /** Sent by the caller. */
  mine: z.boolean(),
  body: z.string(),
  photos: z.array(messagePhotoSchema),
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationDetailSchema = conversationSummarySchema.extend({
  /** Oldest first; `hasEarlier` when older ones are left for a page with `before`. */
  messages: z.array(conversationMessageSchema),
  hasEarlier: z.boolean(),
  /** Whether the guest may write now (an open thread, or a booking still in progress). */
  guestMayWrite: z.boolean(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

/** The header badge: unread messages and the threads that hold them. */
export const unreadCountSchema = z.object({ messages: z.number(), conversations: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** What the data export holds of one's threads: one's own messages, with what they were about. */
export const exportedMessageSchema = z.object({
  conversationId: z.number(),
  propertyName: z.string(),
  side: z.enum(CONVERSATION_SIDES),
  body: z.string(),
  createdAt: z.string(),
});
