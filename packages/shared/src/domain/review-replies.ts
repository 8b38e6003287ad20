// Reviews of stays and the partner's one public reply (docs/decisions/review-replies.md): limits, messages and
// the screens' texts, the same on both sides. Plain values, so the site imports them without zod.

export const REPLY_LIMITS = { min: 2, max: 1000 } as const;

/** The console's page sizes; the first is the default. */
export const PARTNER_REVIEWS_PAGE_SIZES = [20, 50] as const;
export type PartnerReviewsPageSize = (typeof PARTNER_REVIEWS_PAGE_SIZES)[number];

/** How many of a room's reviews its public page shows, newest first. */
export const STAY_PAGE_REVIEWS = 10;

export const REVIEW_NOT_FOUND = 'Review not found';
/** A reply to a review the operator hid (docs/decisions/review-moderation.md). */
export const REVIEW_HIDDEN_NO_REPLY =
  'Restora has hidden this review: no traveller sees it, so it takes no reply.';
export const REPLY_REQUIRED = 'Write your reply';
export const REPLY_TOO_SHORT = `Write at least ${REPLY_LIMITS.min} characters`;
export const REPLY_TOO_LONG = `Keep it under ${REPLY_LIMITS.max.toLocaleString('en-US')} characters`;

export const REVIEW_TEXTS = {
  reviewsTitle: 'Guest reviews',
  noReviews: 'No written reviews yet.',
  responseFrom: (propertyName: string) => `Response from ${propertyName}`,
  houseRulesTitle: 'House rules',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  checkInFrom: (time: string) => `From ${time}`,
  checkOutBy: (time: string) => `By ${time}`,
  stars: (rating: number) => `${rating} out of 5`,
  // The partner console.
  consoleTitle: 'Reviews',
  consoleIntro: 'What guests wrote about their stays. Each review can have one public reply from you.',
  allProperties: 'All properties',
  propertyFilter: 'Property',
  consoleEmpty: 'No reviews of your properties yet.',
  reply: 'Reply',
  editReply: 'Edit reply',
  removeReply: 'Remove reply',
  replyLabel: 'Your public reply',
  replyHint: `Shown under the review on the property page. Plain text, up to ${REPLY_LIMITS.max.toLocaleString('en-US')} characters.`,
  saveReply: 'Publish reply',
  cancel: 'Cancel',
  replySaved: 'Your reply is published.',
  replyRemoved: 'Your reply was removed.',
  yourReply: 'Your reply',
  noComment: 'No comment, rating only.',
  hiddenBadge: 'Hidden by Restora',
  hiddenNote: (day: string) =>
    `Restora hid this review on ${day}: travellers no longer see it or a reply to it, and it no longer counts in the room's rating. It stays here for your records.`,
  hiddenReply: 'Your reply (not shown either)',
} as const;

/**
 * The name a review is signed with in public: the first name and the initial of the last ('Aiko T.'),
 * 'A guest' when the account has no name (or was deleted).
 */
export function reviewerName(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return 'A guest';
  const last = words.length > 1 ? Array.from(words[words.length - 1]!)[0] : undefined;
  return last ? `${first} ${last.toUpperCase()}.` : first;
}
