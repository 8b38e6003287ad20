// The transports moved to src/adapters/mail-transport.ts; mail-sender.ts, its test and
// workers/background-jobs.ts still import them from here until they are rewritten (then this file goes).
export { fileTransport, smtpTransport, type MailTransport } from '../../adapters/mail-transport';
