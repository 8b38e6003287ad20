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
  dialogBody: (guest: string, amount: string) =>
    `${guest} will be refunded ${amount} in full and e-mailed your reason. The dates open for booking again at once.`,
  reason: 'Reason for the guest',
  reasonHint: 'Sent to the guest as you write it.',
  keep: 'Keep booking',
  confirm: 'Cancel and refund',
  cancelling: 'Cancelling…',
  cancelled: 'Booking cancelled and refunded.',
} as const;
