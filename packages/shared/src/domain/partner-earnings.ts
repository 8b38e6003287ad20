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
  /** Under the table of properties: those left out, every figure of the year zero. */
  idleProperties: (n: number, year: number) =>
    n === 1
      ? `1 property had no bookings and no refunds in ${year}, so it is not listed.`
      : `${n.toLocaleString('en-US')} properties had no bookings and no refunds in ${year}, so they are not listed.`,
} as const;

/** Nothing in the period: no paid booking and nothing refunded (the table of properties leaves it out). */
export const isIdle = (f: {
  grossCount: number;
  grossCents: number;
  cancelledCents: number;
  cancelledCount: number;
}) => f.grossCount === 0 && f.grossCents === 0 && f.cancelledCents === 0 && f.cancelledCount === 0;

/** One booking, two bookings. */
export const bookingCount = (n: number) => (n === 1 ? '1 booking' : `${n.toLocaleString('en-US')} bookings`);

/** Under the refunds: how many of the bookings were cancelled (a partial refund cancels none). */
export const cancelledCount = (n: number) => `${n.toLocaleString('en-US')} cancelled`;
