// Request to book (docs/decisions/request-to-book.md): the words and the one period both sides use.

export const BOOKING_MODES = ['instant', 'request'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

/** How long a request holds its nights and the card's authorization before it lapses. */
export const REQUEST_HOLD_HOURS = 24;

/** Beside Book Now on a stay booked on request, and on the payment page. */
export const REQUEST_NOTE =
  'The host confirms requests within 24 hours; your card is only charged if they accept.';
export const REQUEST_MESSAGE_REQUIRED = 'Write a message to the host';
export const REQUEST_NOT_FOUND = 'There is no such request among your properties.';
export const REQUEST_ALREADY_ANSWERED = 'This request has already been answered.';
export const REQUEST_EXPIRED = 'This request has expired: its nights are free again.';
export const REQUEST_CAPTURE_FAILED =
  "The guest's card could not be charged, so the request is declined and its nights are free again.";

/** The room's own mode if it has one, else its property's. */
export const effectiveBookingMode = (property: BookingMode, room: BookingMode | null): BookingMode =>
  room ?? property;

/** The line a booking's thread shows about a request to book, by the booking's status; null for none. */
export function requestStatusLine(status: string | null | undefined): string | null {
  switch (status) {
    case 'requested':
      return "Request to book: waiting for the host's answer (within 24 hours). The card is not charged yet.";
    case 'declined':
      return 'Request to book: declined by the host. Nothing was charged.';
    case 'expired':
      return 'Request to book: expired without an answer. Nothing was charged.';
    case 'confirmed':
      return 'Booking confirmed.';
    default:
      return null;
  }
}
