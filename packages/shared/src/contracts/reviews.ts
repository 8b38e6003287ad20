import { z } from 'zod';
import { multiLineText } from './plain-text';
import {
  PARTNER_REVIEWS_PAGE_SIZES,
  REPLY_LIMITS,
  REPLY_REQUIRED,
  REPLY_TOO_LONG,
  REPLY_TOO_SHORT,
} from '../domain/review-replies';

// Reviews as the stay page shows them, and the partner's replies (docs/decisions/review-replies.md).

/** The partner's public reply: plain text, never HTML. */
export const reviewReplySchema = z.object({ text: z.string(), repliedAt: z.string() });
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** A review on the public stay page. */
export const stayReviewSchema = z.object({
  id: z.number(),
  rating: z.number(),
  comment: z.string().nullable(),
  /** 'Aiko T.' (reviewerName): never the e-mail or the whole name. */
  guestName: z.string(),
  createdAt: z.string(),
  reply: reviewReplySchema.nullable(),
});
export type StayReview = z.infer<typeof stayReviewSchema>;

/** A review in the partner console: the public one, with where it was. */
export const partnerReviewSchema = stayReviewSchema.extend({
  property: z.object({ id: z.number(), name: z.string() }),
  room: z.object({ id: z.number(), title: z.string() }),
  /**
   * When the operator hid it (docs/decisions/review-moderation.md): no traveller sees it or its reply,
   * and it takes no new reply. Null while it is shown.
   */
  hiddenAt: z.string().nullable(),
});
export type PartnerReview = z.infer<typeof partnerReviewSchema>;

const pageSizeValues = PARTNER_REVIEWS_PAGE_SIZES.map(String) as [string, ...string[]];

export const partnerReviewsQuerySchema = z.object({
  propertyId: z.coerce
    .number({ error: 'propertyId: a property id' })
    .int('propertyId: a property id')
    .min(1, 'propertyId: a property id')
    .max(2_147_483_647, 'propertyId: a property id')
    .optional(),
  page: z.coerce
    .number({ error: 'page: a whole number' })
    .int('page: a whole number')
    .min(1, 'page: at least 1')
    .max(10_000, 'page: at most 10000')
    .default(1),
  pageSize: z
    .enum(pageSizeValues, { error: `pageSize: ${PARTNER_REVIEWS_PAGE_SIZES.join(' or ')}` })
    .default(String(PARTNER_REVIEWS_PAGE_SIZES[0]))
    .transform(Number),
});
export type PartnerReviewsQuery = z.input<typeof partnerReviewsQuerySchema>;

export const partnerReviewListSchema = z.object({
  reviews: z.array(partnerReviewSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PartnerReviewList = z.infer<typeof partnerReviewListSchema>;

export const replyInputSchema = z.object({
  text: z
    .string({ error: REPLY_REQUIRED })
    .trim()
    .min(1, REPLY_REQUIRED)
    .min(REPLY_LIMITS.min, REPLY_TOO_SHORT)
    .max(REPLY_LIMITS.max, REPLY_TOO_LONG)
    .check(multiLineText),
});
export type ReplyInput = z.input<typeof replyInputSchema>;
