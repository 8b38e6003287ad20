// A partner's earnings (docs/decisions/partner-earnings.md): the limits and texts both sides use.

export const EARNINGS_MIN_YEAR = 2000;
export const EARNINGS_MAX_YEAR = 2100;
export const EARNINGS_YEAR_MESSAGE = `Choose a year between ${EARNINGS_MIN_YEAR} and ${EARNINGS_MAX_YEAR}`;
export const EARNINGS_PROPERTY_MESSAGE = 'propertyId: the id of one of your properties';

/** Short month names, January first (the chart's axis and the table's rows). */
export const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export const EARNINGS_TEXTS = {
  title: 'Earnings',
  intro:
    'Bookings paid for, by the month guests check in or their service takes place. Refunds are what was given back of them, cancelled or refunded in part; net is what stands.',
  allProperties: 'All properties',
  gross: 'Gross',
  refunds: 'Refunds',
  net: 'Net',
  empty: 'No paid bookings in this year.',
  byProperty: 'By property',
} as const;

/** One booking, two bookings. */
export const bookingCount = (n: number) => (n === 1 ? '1 booking' : `${n.toLocaleString('en-US')} bookings`);

/** Under the refunds: how many of the bookings were cancelled (a partial refund cancels none). */
export const cancelledCount = (n: number) => `${n.toLocaleString('en-US')} cancelled`;
