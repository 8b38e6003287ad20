// Money and dates are written the same way by the pages and the e-mails (packages/shared). Money arrives
// from the API as integer cents; this is the site's only way between cents and dollars
// (docs/decisions/money-on-the-wire.md).
export * from '@restora/shared/domain/format';
