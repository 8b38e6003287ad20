import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema/mail';
import type { Logger } from '../../logger';
import { composeMail, type MailSite } from './compose-mail';
import type { MailMessage } from './mail-kinds';
import type { MailTransport } from './mail-transport';

// docs/decisions/email.md: the first retry a minute after a failure, then twice as long each time, until
// the message is a day old; a claimed message is another sender's for the lease, long enough for the
// slowest SMTP exchange the transport allows.
export const RETRY_FIRST_MS = 60_000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
export const LEASE_MS = 5 * 60_000;
const BATCH = 20;

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

export type DrainResult = { sent: number; retried: number; failed: number };

/** Delay before the next attempt after `attempts` failed ones: 1 min, 2 min, 4 min, … */
export function retryDelayMs(attempts: number): number {
  return RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1);
}

/**
 * Claims due messages. One statement: the inner select skips rows another sender holds (FOR UPDATE SKIP
 * LOCKED) and the update moves the claimed ones a lease into the future, so no other process, now or
 * until the lease ends, takes them. Nothing stays locked while the SMTP server is talked to.
 */
async function claim(db: Database, limit: number) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_MS / 1000})`,
    })
    .where(inArray(outbox.id, due))
    .returning();
}

type Claimed = Awaited<ReturnType<typeof claim>>[number];

const messageId = (row: Claimed, site: MailSite) =>
  `<outbox-${row.id}@${new URL(site.publicUrl).hostname || 'restora.local'}>`;

async function deliver(options: MailSenderOptions, row: Claimed): Promise<'sent' | 'retried' | 'failed'> {
  const { db, transport, site, from, logger, compose = composeMail } = options;
  // Kept with the row once composed, sent or not: the back office lists messages by what they say.
  let subject: { subject?: string } = {};
  try {
    const message = { kind: row.kind, to: row.recipient, payload: row.payload } as MailMessage;
    const composed = await compose(db, message, site);
    subject = { subject: composed.subject };
    const deliveredAs = await transport.send({
      messageId: messageId(row, site),
      from,
      to: row.recipient,
      ...composed,
    });
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: sql`now()`, deliveredAs, lastError: null, ...subject })
      .where(eq(outbox.id, row.id));
    return 'sent';
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    const giveUp = Date.now() - row.createdAt.getTime() + retryDelayMs(row.attempts) > GIVE_UP_AFTER_MS;
    await db
      .update(outbox)
      .set(
        giveUp
          ? { status: 'failed', lastError: error, ...subject }
          : {
              ...subject,
              lastError: error,
              nextAttemptAt: sql`now() + make_interval(secs => ${retryDelayMs(row.attempts) / 1000})`,
            },
      )
      .where(eq(outbox.id, row.id));
    if (giveUp) {
      logger.error(
        { outboxId: row.id, kind: row.kind, attempts: row.attempts, error },
        'mail failed: giving up',
      );
    } else {
      logger.warn(
        { outboxId: row.id, kind: row.kind, attempts: row.attempts, error },
        'mail not sent: will retry',
      );
    }
    return giveUp ? 'failed' : 'retried';
  }
}

/** Sends every message due now, batch after batch, until none is left. */
export async function drainOutbox(options: MailSenderOptions): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const rows = await claim(options.db, BATCH);
    if (rows.length === 0) return result;
    for (const outcome of await Promise.all(rows.map((row) => deliver(options, row)))) result[outcome] += 1;
  }
}

export type MailSender = {
  /** Drain now instead of at the next poll (after this process wrote to the outbox). */
  wake(): void;
  /** Stops polling and waits for a drain in progress. */
  stop(): Promise<void>;
};

/** Polls the outbox every `pollMs` and drains what is due; one drain at a time per process. */
export function startMailSender(options: MailSenderOptions & { pollMs: number }): MailSender {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drainOutbox(options)
      .then(
        () => undefined,
        (err: unknown) => options.logger.error({ err }, 'draining the outbox failed'),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, options.pollMs);
  timer.unref();
  run();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      options.transport.close();
    },
  };
}
