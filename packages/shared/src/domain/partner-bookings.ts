// The partner's bookings list and cancellation (docs/decisions/partner-bookings.md): limits, messages and
// the page's words, shared by the API and the site. Plain values, so the site imports them without zod.

export const PARTNER_BOOKINGS_PAGE_SIZE = 50;

export const CANCEL_REASON_LIMITS = { min: 3, max: 500 } as const;
export const CANCEL_REASON_REQUIRED = 'Tell the guest why the booking is cancelled (at least 3 characters)';
export const CANCEL_REASON_TOO_LONG = 'Keep the reason under 500 characters';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const BOOKING_OVER = 'This booking is already over and can no longer be cancelled.';
export const BOOKING_NOT_CONFIRMED = 'Only confirmed bookings can be cancelled.';
export const DATE_RANGE_ORDER = 'The end date must be on or after the start date';

export type BookingTime = 'upcoming' | 'current' | 'past';

/** A booking's money as the server counts it (docs/decisions/partner-bookings.md), in cents. */
export type BookingRefunds = {
  totalCents: number;
  /** Refunded or being refunded (a failed refund not counted). */
  refundedCents: number;
  /** What cancelling it now refunds: the total less every refund recorded, a failed one too. */
  refundableCents: number;
};

/** Of a failed refund, what Restora still owes and retries (neither refunded nor refundable again). */
export const owedCents = (b: BookingRefunds) =>
  Math.max(0, b.totalCents - b.refundedCents - b.refundableCents);

/** The cancel dialog's promise: what the guest gets back now, never more than is left of the total. */
export function cancelRefundSentence(guest: string, b: BookingRefunds, format: (cents: number) => string) {
  const rest =
    owedCents(b) > 0 ? 'Restora has already refunded, or is refunding,' : 'Restora has already refunded';
  if (b.refundableCents <= 0)
    return `Nothing is left to refund: ${rest} the ${format(b.totalCents)} paid. ${guest} will be e-mailed your reason.`;
  if (b.refundableCents >= b.totalCents)
    return `${guest} will be refunded ${format(b.refundableCents)} in full and e-mailed your reason.`;
  return `${guest} will be refunded ${format(b.refundableCents)} of the ${format(b.totalCents)} paid (${rest} the rest) and e-mailed your reason.`;
}

export const partnerBookingsTexts = {
  title: 'Bookings',
  intro: 'Stays and services booked at your properties, with each guest’s contact.',
  tabs: { upcoming: 'Upcoming', current: 'Current', past: 'Past' } satisfies Record<BookingTime, string>,
  when: 'Show',
  property: 'Property',
  allProperties: 'All properties',
  from: 'From',
  to: 'To',
  clearDates: 'Clear dates',
  empty: {
    upcoming: 'No upcoming bookings.',
    current: 'No guests staying or booked for today.',
    past: 'No past bookings.',
  } satisfies Record<BookingTime, string>,
  error: 'The bookings could not be loaded.',
  retry: 'Try again',
  count: (n: number) => `${n} ${n === 1 ? 'booking' : 'bookings'}`,
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  guests: (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`,
  status: { confirmed: 'Confirmed', cancelled: 'Cancelled' },
  cancelledBy: { guest: 'by the guest', partner: 'by you', operator: 'by Restora' },
  refunded: (amount: string) => `Refunded ${amount}`,
  refundFailed: (amount: string) => `Refund of ${amount} pending: Restora will retry it`,
  total: 'Total',
  cancel: 'Cancel booking',
  dialogTitle: 'Cancel this booking?',
  dialogBody: (guest: string, refunds: BookingRefunds, format: (cents: number) => string) =>
    `${cancelRefundSentence(guest, refunds, format)} The dates open for booking again at once.`,
  reason: 'Reason for the guest',
  reasonHint: 'Sent to the guest as you write it.',
  keep: 'Keep booking',
  confirm: 'Cancel and refund',
  confirmNoRefund: 'Cancel booking',
  cancelling: 'Cancelling…',
  cancelled: 'Booking cancelled and refunded.',
  cancelledNoRefund: 'Booking cancelled.',
} as const;
