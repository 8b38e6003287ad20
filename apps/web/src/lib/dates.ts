// Calendar days as 'YYYY-MM-DD' (packages/shared, where the e-mails use them too).
export * from '@restora/shared/domain/dates';
