/** The rows of request to book in the authorization matrix (docs/decisions/request-to-book.md). */
import { NOT_PARTNER, P_ONLY, row, type Row } from './matrix-rows';

export function bookingRequestRows(): Row[] {
  return [
    // Each partner lists their own organisations' requests (Q's list is empty of P's, never refused).
    row('GET /api/partner/booking-requests', NOT_PARTNER, undefined, { partners: [200, 200] }),
    // P answers the requests in P's room; Q, of another organisation, is told they do not exist.
    row(
      'POST /api/partner/booking-requests/{id}/accept',
      NOT_PARTNER,
      (f) => ({ path: `/api/partner/booking-requests/${f.bookingRequests.toAccept}/accept` }),
      P_ONLY,
    ),
    row(
      'POST /api/partner/booking-requests/{id}/decline',
      NOT_PARTNER,
      (f) => ({
        path: `/api/partner/booking-requests/${f.bookingRequests.toDecline}/decline`,
        body: { message: 'Sorry, the retreat is closed for a private group that week.' },
      }),
      P_ONLY,
    ),
    // The same for places requested on P's retreat on request.
    row(
      'POST /api/partner/retreat-requests/{id}/accept',
      NOT_PARTNER,
      (f) => ({ path: `/api/partner/retreat-requests/${f.bookingRequests.placeToAccept}/accept` }),
      P_ONLY,
    ),
    row(
      'POST /api/partner/retreat-requests/{id}/decline',
      NOT_PARTNER,
      (f) => ({
        path: `/api/partner/retreat-requests/${f.bookingRequests.placeToDecline}/decline`,
        body: { message: 'Sorry, this week is for returning students only.' },
      }),
      P_ONLY,
    ),
  ];
}
