/** The partner bookings' rows of the authorization matrix (docs/decisions/partner-bookings.md). */
import { NOT_PARTNER, P_ONLY, row, type Row } from './matrix-rows';

export function partnerBookingsRows(): Row[] {
  return [
    // Each partner lists their own organisations' bookings (Q's list is empty of P's, never refused).
    row('GET /api/partner/bookings', NOT_PARTNER, undefined, { partners: [200, 200] }),
    // P cancels the booking in P's room; Q, of another organisation, is told it does not exist.
    row(
      'POST /api/partner/bookings/{id}/cancel',
      NOT_PARTNER,
      (f) => ({
        path: `/api/partner/bookings/${f.partnerBookings.bookingId}/cancel`,
        body: { reason: 'The room is closed for repairs' },
      }),
      P_ONLY,
    ),
  ];
}
