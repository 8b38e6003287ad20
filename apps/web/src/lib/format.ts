// Money and dates are written the same way by the pages and the e-mails (packages/shared). Money arrives
// from the API as integer cents; this is the site's only way between cents and dollars
// (docs/decisions/money-on-the-wire.md).
export * from '@restora/shared/domain/format';

/**
 * A moment as the reader's local date and time, 'Nov 29, 2026, 2:30 PM': when a request to book lapses
 * (docs/decisions/request-to-book.md). The site's own: the e-mails, read anywhere, write the time in UTC.
 */
export const formatLocalDateTime = (timestamp: string) =>
  new Date(timestamp).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
