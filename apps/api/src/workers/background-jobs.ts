import path from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { JobDefinition } from '../services/jobs/job-runner';
import { sendMailJob } from '../services/mail/mail-sender';
import { fileTransport, smtpTransport } from '../adapters/mail-transport';
import type { DomainEvents } from '../services/events/domain-events';
import { calendarSyncJobs } from './calendar-jobs';
import { housekeepingJob, sweepStaleHoldsJob } from './scheduled-jobs';
import { retreatJobs } from './retreat-jobs';
import { conversationJobs } from './conversation-jobs';
import { requestJobs } from './request-jobs';
import type { FileStore } from '../adapters/file-store';
import type { PaymentProvider } from '../adapters/payment-provider';

/**
 * Every queue this process runs (docs/decisions/background-jobs.md). Mail goes out over SMTP_URL, or as
 * .eml files in DATA_DIR/mail when no SMTP server is configured (docs/decisions/email.md); MAIL_SENDER=off
 * leaves the sending to other processes.
 */
export function backgroundJobs({
  config,
  db,
  logger,
  publicUrl,
  events,
  provider,
  files,
}: {
  config: Config;
  db: Database;
  logger: Logger;
  publicUrl: string;
  /** What the calendar sync announces (catalogue.changed) when it writes nights. */
  events: DomainEvents;
  provider: PaymentProvider;
  /** Uploaded files (the sweep of messages' photos never sent removes theirs). */
  files: FileStore;
}): JobDefinition[] {
  const definitions = [
    sweepStaleHoldsJob({ db, logger }),
    housekeepingJob({ db, logger }),
    ...retreatJobs({ db, logger, events, provider }),
    ...conversationJobs({ db, files, logger }),
    ...requestJobs({ db, logger, events, provider }),
    ...calendarSyncJobs({
      db,
      events,
      logger,
      everyMinutes: config.calendarSync.everyMinutes,
      fetchOptions: { allowHosts: config.calendarSync.allowHosts },
    }),
  ];
  if (!config.mail.sender) {
    logger.info('MAIL_SENDER=off: this process does not send mail');
    return definitions;
  }
  const { smtpUrl } = config.mail;
  const mailDir = path.join(config.dataDir, 'mail');
  if (smtpUrl) logger.info({ smtp: new URL(smtpUrl).host }, 'mail goes out over SMTP');
  else logger.info({ mailDir }, 'no SMTP_URL: mail is written as .eml files');
  const mail = sendMailJob({
    db,
    transport: smtpUrl ? smtpTransport(smtpUrl) : fileTransport(mailDir, logger),
    site: { publicUrl: publicUrl.replace(/\/+$/, '') },
    from: config.mail.from,
    logger,
  });
  return [mail, ...definitions];
}
