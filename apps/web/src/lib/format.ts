// Money and dates are written the same way by the pages and the e-mails (packages/shared).
export * from '@restora/shared/domain/format';
