import { z } from 'zod';
import { multiLineText } from './plain-text';
import { adminPageSchema } from './admin-tables';
import { CONVERSATION_SIDES } from '../domain/conversations';
import {
  MESSAGE_REPORT_NOTE_MAX,
  MESSAGE_REPORT_REASONS,
  MESSAGE_REPORT_TEXTS,
} from '../domain/message-reports';

// Reporting a conversation message, and the operator's moderation of reported threads
// (docs/decisions/conversations.md, "Moderation").

/** A report: a reason from the list, and a note (needed only for "Something else"). */
export const messageReportBodySchema = z
  .object({
    reason: z.enum(MESSAGE_REPORT_REASONS, { error: MESSAGE_REPORT_TEXTS.reasonRequired }),
    note: z
      .string({ error: MESSAGE_REPORT_TEXTS.noteRequired })
      .trim()
      .max(MESSAGE_REPORT_NOTE_MAX, MESSAGE_REPORT_TEXTS.noteTooLong)
      .check(multiLineText)
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'other' && !v.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: MESSAGE_REPORT_TEXTS.noteRequired });
  });
export type MessageReportBody = z.input<typeof messageReportBodySchema>;

export const messageReportResultSchema = z.object({
  messageId: z.number(),
  conversationId: z.number(),
  reportedAt: z.string(),
});
export type MessageReportResult = z.infer<typeof messageReportResultSchema>;

const named = z.object({ id: z.number(), name: z.string() });
const reasonSchema = z.enum(MESSAGE_REPORT_REASONS);
const sideSchema = z.enum(CONVERSATION_SIDES);

/** The queue: open reports (waiting) or resolved ones, newest report first. */
export const reportedMessagesQuerySchema = z.object({
  status: z.enum(['open', 'resolved'], { error: 'status: open or resolved' }).default('open'),
  page: z.coerce.number().int('page: a whole number').min(1, 'page: 1 or more').max(100_000).default(1),
});
export type ReportedMessagesQuery = z.input<typeof reportedMessagesQuerySchema>;

/** One reported message in the queue: the message, its thread's place, and its reports of that status. */
export const reportedMessageSchema = z.object({
  messageId: z.number(),
  conversationId: z.number(),
  side: sideSchema,
  /** The sender's account name (the operator sees who wrote it); null once the account is deleted. */
  senderName: z.string().nullable(),
  /** The start of the message (at most 200 characters). */
  excerpt: z.string(),
  hidden: z.boolean(),
  property: named,
  organisation: named,
  reportCount: z.number().int(),
  reasons: z.array(reasonSchema),
  lastReportedAt: z.string(),
});
export type ReportedMessage = z.infer<typeof reportedMessageSchema>;
export const reportedMessagePageSchema = adminPageSchema(reportedMessageSchema);
export type ReportedMessagePage = z.infer<typeof reportedMessagePageSchema>;

export const messageReportSchema = z.object({
  id: z.number(),
  reason: reasonSchema,
  note: z.string().nullable(),
  reporterSide: sideSchema,
  createdAt: z.string(),
  resolution: z.enum(['hidden', 'dismissed']).nullable(),
  resolvedAt: z.string().nullable(),
});
export type MessageReport = z.infer<typeof messageReportSchema>;

/** A message as the operator sees it in a reported thread: hidden ones too, with who sent it. */
export const moderatedMessageSchema = z.object({
  id: z.number(),
  side: sideSchema,
  sender: z.object({ id: z.string(), name: z.string(), suspended: z.boolean() }).nullable(),
  body: z.string(),
  createdAt: z.string(),
  hiddenAt: z.string().nullable(),
  reports: z.array(messageReportSchema),
});
export type ModeratedMessage = z.infer<typeof moderatedMessageSchema>;

/** A reported thread for the operator: where it is, and a page of its messages, oldest first. */
export const moderatedThreadSchema = z.object({
  id: z.number(),
  property: named,
  organisation: named,
  /** The guest's account name; null once the account is deleted. */
  guestName: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  bookingId: z.number().nullable(),
  messages: z.array(moderatedMessageSchema),
  hasEarlier: z.boolean(),
});
export type ModeratedThread = z.infer<typeof moderatedThreadSchema>;

export const messageModerationParamsSchema = z.object({
  id: z.coerce.number().int('id: an id').min(1, 'id: an id').max(2_147_483_647, 'id: an id'),
  messageId: z.coerce
    .number()
    .int('messageId: an id')
    .min(1, 'messageId: an id')
    .max(2_147_483_647, 'messageId: an id'),
});

/** What hide, unhide or dismiss did to one message. */
export const messageModerationResultSchema = z.object({
  messageId: z.number(),
  hidden: z.boolean(),
  closedReports: z.number().int(),
});
export type MessageModerationResult = z.infer<typeof messageModerationResultSchema>;

export const suspendSenderResultSchema = z.object({
  userId: z.string(),
  suspendedAt: z.string(),
});
export type SuspendSenderResult = z.infer<typeof suspendSenderResultSchema>;
