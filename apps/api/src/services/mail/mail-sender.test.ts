import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { jobs } from '../../db/schema/jobs';
import { outbox } from '../../db/schema/mail';
import { createLogger } from '../../logger';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { openTestDatabase } from '../../test/test-app';
import type { ComposedMail } from './compose-mail';
import type { MailMessage } from './mail-kinds';
import { createJobRunner } from '../jobs/job-runner';
import { drainOutbox, retryDelayMs, sendMailJob, type MailSenderOptions } from './mail-sender';
import { fileTransport, smtpTransport } from '../../adapters/mail-transport';
import { enqueueMail } from './outbox';

let handle: DatabaseHandle;
let drop: () => Promise<void>;
let catcher: MailCatcher;
const logLines: string[] = [];
const logger = createLogger('debug', { write: (line: string) => void logLines.push(line) });
const site = { publicUrl: 'https://restora.example' };

// The sender's own behaviour, apart from what each message says (compose-mail*.test.ts cover that).
const compose = async (_db: unknown, m: MailMessage): Promise<ComposedMail> => ({
  subject: `About ${m.kind}`,
  html: `<p>For ${m.to}: <a href="${site.publicUrl}/dashboard">your bookings</a></p>`,
  text: `For ${m.to}`,
  attachments: [],
});

const options = (over: Partial<MailSenderOptions> = {}): MailSenderOptions => ({
  db: handle.db,
  transport: smtpTransport(catcher.url),
  site,
  from: 'Restora <hello@restora.example>',
  logger,
  compose,
  ...over,
});
const application = (n: number): MailMessage => ({
  kind: 'partner.application-received',
  to: `partner${n}@example.com`,
  payload: { name: `Partner ${n}`, businessName: `Retreat ${n}` },
});
const rows = () => handle.db.select().from(outbox).orderBy(outbox.id);
/** Time passes: every message's next try (its job's time, or the end of its runner's lease) is due. */
const dueNow = () => handle.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` });

beforeAll(async () => {
  ({ handle, dropDatabase: drop } = await openTestDatabase());
  await runMigrations(handle);
});
beforeEach(async () => {
  catcher = await startMailCatcher();
  await handle.db.delete(outbox);
  await handle.db.delete(jobs);
  logLines.splice(0);
});
afterEach(() => catcher.close());
afterAll(async () => {
  await handle.close();
  await drop();
});

describe('the mail sender', () => {
  it('delivers every due message over SMTP once, with a Message-ID of its own, and marks it sent', async () => {
    await enqueueMail(handle.db, application(1), application(2), application(3));
    expect(await drainOutbox(options())).toEqual({ sent: 3, retried: 0, failed: 0 });
    expect(await drainOutbox(options())).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(catcher.messages.map((m) => m.to).sort()).toEqual([
      ['partner1@example.com'],
      ['partner2@example.com'],
      ['partner3@example.com'],
    ]);
    const stored = await rows();
    expect(stored.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
      ['sent', 1],
    ]);
    for (const row of stored) {
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.deliveredAs).toBe(`<outbox-${row.id}@restora.example>`);
      expect(row.subject).toBe('About partner.application-received');
      expect(catcher.messages.some((m) => m.messageId === row.deliveredAs)).toBe(true);
    }
    expect(catcher.messages[0]!.from).toBe('"Restora" <hello@restora.example>');
  });

  it('retries a refused message a minute later, then after twice as long', async () => {
    await enqueueMail(handle.db, application(1));
    catcher.refuseNext(2);
    const before = Date.now();
    expect(await drainOutbox(options())).toEqual({ sent: 0, retried: 1, failed: 0 });
    let [row] = await rows();
    // Composed but refused: the subject is kept for the back office all the same.
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      subject: 'About partner.application-received',
    });
    expect(row!.lastError).toMatch(/451/);
    expect(row!.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(59_000);
    expect(row!.nextAttemptAt.getTime() - before).toBeLessThan(75_000);
    // Not due yet: nothing goes out.
    expect(await drainOutbox(options())).toEqual({ sent: 0, retried: 0, failed: 0 });

    await dueNow();
    const second = Date.now();
    expect(await drainOutbox(options())).toEqual({ sent: 0, retried: 1, failed: 0 });
    [row] = await rows();
    expect(row!.attempts).toBe(2);
    expect(row!.nextAttemptAt.getTime() - second).toBeGreaterThanOrEqual(119_000);
    expect(
      logLines.filter((l) => l.includes('job failed: will retry') && l.includes('"queue":"mail.send"')),
    ).toHaveLength(2);

    await dueNow();
    expect(await drainOutbox(options())).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 3, lastError: null }]);
    expect(catcher.messages).toHaveLength(1);
  });

  it('doubles the wait after each failure', () => {
    expect([1, 2, 3, 4, 10].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000, 30_720_000]);
  });

  it('gives up on a message still refused a day after it was written, and says so in the log', async () => {
    await enqueueMail(handle.db, application(1));
    await handle.db.update(jobs).set({ createdAt: sql`now() - interval '23 hours 59 minutes'` });
    catcher.refuseNext(1);
    expect(await drainOutbox(options())).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await rows()).toMatchObject([{ status: 'failed', attempts: 1 }]);
    expect(logLines.some((l) => l.includes('mail failed: giving up') && l.includes('"level":50'))).toBe(true);
    expect(await drainOutbox(options())).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('retries a message whose sender died mid-send once its lease has run out, and not before', async () => {
    await enqueueMail(handle.db, application(1));
    // A sender that claims the message and never finishes (the process died while talking to SMTP).
    const stuck = options({
      compose: () => new Promise<ComposedMail>(() => {}),
    });
    void drainOutbox(stuck);
    await expect.poll(async () => (await handle.db.select().from(jobs))[0]!.attempts).toBe(1);
    expect(await drainOutbox(options())).toEqual({ sent: 0, retried: 0, failed: 0 });
    await dueNow();
    expect(await drainOutbox(options())).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(catcher.messages).toHaveLength(1);
  });

  it('writes .eml files and logs one line per message when no SMTP server is configured', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-mail-'));
    try {
      await enqueueMail(handle.db, application(1), application(2));
      expect(await drainOutbox(options({ transport: fileTransport(dir, logger) }))).toMatchObject({
        sent: 2,
      });
      const files = fs.readdirSync(dir).sort();
      expect(files).toHaveLength(2);
      const stored = await rows();
      for (const row of stored) {
        expect(row.deliveredAs).toBe(
          path.join(
            dir,
            files.find((f) => f.includes(`outbox-${row.id}`))!,
          ),
        );
        const eml = fs.readFileSync(row.deliveredAs!, 'utf8');
        expect(eml).toContain(`To: ${row.recipient}`);
        expect(eml).toContain('Subject: About partner.application-received');
        expect(logLines.filter((l) => l.includes(`mail written to ${row.deliveredAs}`))).toHaveLength(1);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('polls: a message written after it started goes out without being asked', async () => {
    const sender = createJobRunner({ db: handle.db, logger, definitions: [sendMailJob(options())] }).start(
      50,
    );
    try {
      await enqueueMail(handle.db, application(7));
      const mail = await catcher.waitFor((m) => m.to.includes('partner7@example.com'));
      expect(mail.subject).toBe('About partner.application-received');
    } finally {
      await sender.stop();
    }
  });
});

describe('several senders on one outbox', () => {
  it('deliver each message exactly once', async () => {
    const total = 60;
    await enqueueMail(handle.db, ...Array.from({ length: total }, (_, i) => application(i)));
    // On PostgreSQL each sender has its own connection pool, as separate processes would.
    const url = process.env.DATABASE_URL ? (handle.connectionString ?? '') : '';
    const others = url
      ? await Promise.all([openDatabase({ databaseUrl: url }), openDatabase({ databaseUrl: url })])
      : [];
    try {
      const dbs = others.length ? others.map((h) => h.db) : [handle.db, handle.db];
      const results = await Promise.all(dbs.map((db) => drainOutbox(options({ db }))));
      expect(results.reduce((n, r) => n + r.sent, 0)).toBe(total);
      expect(catcher.messages).toHaveLength(total);
      expect(new Set(catcher.messages.map((m) => m.messageId)).size).toBe(total);
      expect((await rows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(others.map((h) => h.close()));
    }
  });
});
