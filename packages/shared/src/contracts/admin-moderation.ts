import { z } from 'zod';
import { multiLineText } from './plain-text';
import { adminPageSchema, adminTableQuery } from './admin-tables';

// Review reports and their queue, partner organisations and the outbox in the back office
// (docs/decisions/review-moderation.md, docs/decisions/admin-moderation.md).

export const REPORT_REASON_LIMITS = { min: 3, max: 500 } as const;
export const REPORT_REASON_REQUIRED = 'Tell us what is wrong with this review';
export const REPORT_REASON_TOO_SHORT = `Write at least ${REPORT_REASON_LIMITS.min} characters`;
export const REPORT_REASON_TOO_LONG = `Keep it under ${REPORT_REASON_LIMITS.max} characters`;

/** A user's report of a review: why it should not be on the site. Trimmed before it is measured. */
export const reviewReportBodySchema = z.object({
  reason: z
    .string({ error: REPORT_REASON_REQUIRED })
    .trim()
    .min(1, REPORT_REASON_REQUIRED)
    .min(REPORT_REASON_LIMITS.min, REPORT_REASON_TOO_SHORT)
    .max(REPORT_REASON_LIMITS.max, REPORT_REASON_TOO_LONG)
    .check(multiLineText),
});
export type ReviewReportBody = z.infer<typeof reviewReportBodySchema>;

export const reviewReportResultSchema = z.object({
  reviewId: z.number(),
  reportedAt: z.string(),
});

/** One reported review in the operator's queue: the review, where it is, and its open reports. */
export const reportedReviewSchema = z.object({
  id: z.number(),
  rating: z.number(),
  comment: z.string().nullable(),
  guestName: z.string(),
  createdAt: z.string(),
  property: z.object({ id: z.number(), name: z.string() }),
  room: z.object({ id: z.number(), title: z.string() }),
  reportCount: z.number().int(),
  firstReportedAt: z.string(),
  reasons: z.array(z.string()),
});
export type ReportedReview = z.infer<typeof reportedReviewSchema>;
export const reportedReviewPageSchema = adminPageSchema(reportedReviewSchema);
export type ReportedReviewPage = z.infer<typeof reportedReviewPageSchema>;

/** The queue has one order: oldest open report first. */
export const reportedReviewsQuerySchema = adminTableQuery(['reported'], 'reported').extend({
  dir: z.enum(['asc', 'desc'], { error: 'dir: asc or desc' }).default('asc'),
});

/** One hidden review, the latest hidden first, to show again (docs/decisions/review-moderation.md). */
export const hiddenReviewSchema = reportedReviewSchema
  .omit({ reportCount: true, firstReportedAt: true, reasons: true })
  .extend({
    hiddenAt: z.string(),
    /** The administrator who hid it, while that account exists. */
    hiddenBy: z.string().nullable(),
    /** The reasons of the reports its hiding closed, in the order they came (none when nobody reported it). */
    reasons: z.array(z.string()),
  });
export type HiddenReview = z.infer<typeof hiddenReviewSchema>;
export const hiddenReviewPageSchema = adminPageSchema(hiddenReviewSchema);
export type HiddenReviewPage = z.infer<typeof hiddenReviewPageSchema>;

/** The hidden reviews have one order: when they were hidden, the latest first by default. */
export const hiddenReviewsQuerySchema = adminTableQuery(['hidden'], 'hidden');

/** What hide, keep or show again did: the review's state and how many reports it closed. */
export const moderationResultSchema = z.object({
  id: z.number(),
  hidden: z.boolean(),
  closedReports: z.number().int(),
  room: z.object({ id: z.number(), rating: z.number().nullable(), reviewCount: z.number().int() }),
});
export type ModerationResult = z.infer<typeof moderationResultSchema>;

// Organisations

export const adminOrganisationsQuerySchema = adminTableQuery(['name', 'created'], 'name')
  .extend({
    dir: z.enum(['asc', 'desc'], { error: 'dir: asc or desc' }).default('asc'),
    q: z.string().trim().max(100, 'q: at most 100 characters').optional(),
  })
  .transform(({ q, ...rest }) => ({ ...rest, q: q ? q : undefined }));

export const adminOrganisationSchema = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  memberCount: z.number().int(),
  propertyCount: z.number().int(),
});
export type AdminOrganisation = z.infer<typeof adminOrganisationSchema>;
export const adminOrganisationPageSchema = adminPageSchema(adminOrganisationSchema);
export type AdminOrganisationPage = z.infer<typeof adminOrganisationPageSchema>;

export const adminPropertySchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  published: z.boolean(),
  roomCount: z.number().int(),
});
export type AdminProperty = z.infer<typeof adminPropertySchema>;

export const adminOrganisationDetailSchema = adminOrganisationSchema.extend({
  members: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.string(),
      joinedAt: z.string(),
    }),
  ),
  properties: z.array(adminPropertySchema),
});
export type AdminOrganisationDetail = z.infer<typeof adminOrganisationDetailSchema>;

// The outbox

export const MESSAGE_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const adminMessagesQuerySchema = adminTableQuery(['created'], 'created').extend({
  status: z.enum(MESSAGE_STATUSES, { error: 'status: pending, sent or failed' }).optional(),
  recipient: z
    .string()
    .trim()
    .max(320, 'recipient: at most 320 characters')
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined)),
});

export const adminMessageSchema = z.object({
  id: z.number(),
  kind: z.string(),
  /** What the message says: its subject once composed, else what its kind names. */
  subject: z.string(),
  recipient: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;
export const adminMessagePageSchema = adminPageSchema(adminMessageSchema);
export type AdminMessagePage = z.infer<typeof adminMessagePageSchema>;
