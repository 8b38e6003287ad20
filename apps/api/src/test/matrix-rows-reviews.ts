/** The rows of partners' replies to reviews (docs/decisions/review-replies.md). */
import type { MatrixFixtures } from './matrix-fixtures';
import { NOT_PARTNER, P_ONLY, row, type Row } from './matrix-rows';

const reply = (f: MatrixFixtures) => `/api/partner/reviews/${f.reviews.reviewId}/reply`;

export function reviewRows(): Row[] {
  return [
    // Q's organisation has no reviews: its list is empty, not refused.
    row('GET /api/partner/reviews', NOT_PARTNER, undefined, { partners: [200, 200] }),
    row(
      'PUT /api/partner/reviews/{id}/reply',
      NOT_PARTNER,
      (f) => ({ path: reply(f), body: { text: 'Thank you for staying with us.' } }),
      P_ONLY,
    ),
    row('DELETE /api/partner/reviews/{id}/reply', NOT_PARTNER, (f) => ({ path: reply(f) }), P_ONLY),
  ];
}
