import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema/mail';
import type { Logger } from '../../logger';
import { createJobRunner, type DrainResult as JobsDrained, type JobDefinition } from '../jobs/job-runner';
import { composeMail, type MailSite } from './compose-mail';
import type { MailMessage } from './mail-kinds';
import type { MailTransport } from '../../adapters/mail-transport';
import { MAIL_SEND_QUEUE } from './outbox';

// docs/decisions/email.md: each message is a 'mail.send' job on the one runner
// (docs/decisions/background-jobs.md). The first retry a minute after a failure, then twice as long each
// time, until the message is a day old; a claimed message is its runner's for the lease, long enough for
// the slowest SMTP exchange the transport allows.
export const RETRY_FIRST_MS = 60_000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
export const LEASE_MS = 5 * 60_000;

export type MailSenderOptions = {
  db: Database;
  transport: MailTransport;
  site: MailSite;
  /** MAIL_FROM, e.g. "Restora <hello@restora.example>". */
  from: string;
  logger: Logger;
  /** Builds a message from its row; composeMail unless a test puts its own. */
  compose?: typeof composeMail;
};

/** Delay before the next attempt after `attempts` failed ones: 1 min, 2 min, 4 min, … */
export function retryDelayMs(attempts: number): number {
  return RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1);
}

const messageId = (id: number, site: MailSite) =>
  `<outbox-${id}@${new URL(site.publicUrl).hostname || 'restora.local'}>`;

/**
 * Sends one message of the outbox: its job's one try. A message already sent is left alone (a job run a
 * second time after a crash); a failure is written on the message for the back office, and thrown for
 * the runner to try again.
 */
async function deliver(options: MailSenderOptions, outboxId: number, attempt: number): Promise<void> {
  const { db, transport, site, from, compose = composeMail } = options;
  const [row] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
  if (!row || row.status === 'sent') return;
  // Kept with the row once composed, sent or not: the back office lists messages by what they say.
  let subject: { subject?: string } = {};
  try {
    const message = { kind: row.kind, to: row.recipient, payload: row.payload } as MailMessage;
    const composed = await compose(db, message, site);
    subject = { subject: composed.subject };
    const deliveredAs = await transport.send({
      messageId: messageId(row.id, site),
      from,
      to: row.recipient,
      ...composed,
    });
    await db
      .update(outbox)
      .set({
        status: 'sent',
        attempts: attempt,
        sentAt: sql`now()`,
        deliveredAs,
        lastError: null,
        ...subject,
      })
      .where(eq(outbox.id, row.id));
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await db
      .update(outbox)
      .set({
        ...subject,
        status: 'pending',
        attempts: attempt,
        lastError: error,
        nextAttemptAt: sql`now() + make_interval(secs => ${retryDelayMs(attempt) / 1000})`,
      })
      .where(eq(outbox.id, row.id));
    throw err;
  }
}

/** The 'mail.send' queue: what the runner does with each message's job. */
export function sendMailJob(options: MailSenderOptions): JobDefinition {
  return {
    queue: MAIL_SEND_QUEUE,
    maxAttempts: 20,
    giveUpAfterMs: GIVE_UP_AFTER_MS,
    retryDelayMs,
    leaseMs: LEASE_MS,
    run: (payload, job) => deliver(options, Number(payload.outboxId), job.attempts),
    close: () => options.transport.close(),
    async onGiveUp(payload, error) {
      const id = Number(payload.outboxId);
      await options.db.update(outbox).set({ status: 'failed', lastError: error }).where(eq(outbox.id, id));
      options.logger.error({ outboxId: id, error }, 'mail failed: giving up');
    },
  };
}

export type DrainResult = { sent: number; retried: number; failed: number };

/** Sends every message due now, as a runner of the mail queue alone would (tools and tests). */
export async function drainOutbox(options: MailSenderOptions): Promise<DrainResult> {
  const runner = createJobRunner({
    db: options.db,
    logger: options.logger,
    definitions: [sendMailJob(options)],
  });
  const { done, retried, failed }: JobsDrained = await runner.drain();
  return { sent: done, retried, failed };
}
