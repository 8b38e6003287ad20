import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { openTestDatabase } from '../../test/test-app';
import { enqueueMail } from './outbox';
import { sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs';
import { outbox } from '../../db/schema/mail';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { killAfterEach, spawnServer, waitForListening } from '../../test/server-process';

const track = killAfterEach();
let catcher: MailCatcher;
beforeEach(async () => {
  catcher = await startMailCatcher();
});
afterEach(() => catcher.close());

const apply = (base: string, email: string) =>
  fetch(`${base}/api/partner-applications`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      organisation: 'Lakeside Wellness Lodge',
      partnerType: 'Retreat',
      contactName: 'Ingrid Sol',
      email,
      country: 'Norway',
      message: 'We would like to list our lodge.',
    }),
  });

describe('the outbox across a crash', () => {
  it('sends a message committed just before SIGKILL once, after the restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-outbox-'));
    // The first process commits and dies before sending (its sender is off, so it cannot have sent).
    const first = track(
      spawnServer({ DATA_DIR: dataDir, SEED: 'off', MAIL_SENDER: 'off', SMTP_URL: catcher.url }),
    );
    const base = await waitForListening(first);
    expect((await apply(base, 'ingrid@lakeside.example')).status).toBe(201);
    first.proc.kill('SIGKILL');
    await first.exited;
    expect(catcher.messages).toEqual([]);

    const second = track(
      spawnServer({ DATA_DIR: dataDir, SEED: 'off', SMTP_URL: catcher.url, JOB_POLL_MS: '100' }),
    );
    await waitForListening(second);
    const mail = await catcher.waitFor((m) => m.to.includes('ingrid@lakeside.example'), 30_000);
    expect(mail.subject).toMatch(/application/i);
    // A clean stop waits for the drain in progress; then the row says sent (never claimed again).
    second.proc.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const handle = await openDatabase({ dataDir });
    try {
      const rows = await handle.db.select().from(outbox);
      expect(rows.map((r) => [r.kind, r.recipient, r.status, r.attempts])).toEqual([
        ['partner.application-received', 'ingrid@lakeside.example', 'sent', 1],
      ]);
    } finally {
      await handle.close();
    }
    expect(catcher.messages).toHaveLength(1);
    // Two server starts: on a loaded machine that has taken over a minute, as for the CLI tests.
  }, 180_000);
});

describe('a job running at the moment of a SIGKILL', () => {
  it('is run again, once, by the next process once its lease has run out', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-job-crash-'));
    // The first process claims the message's job and is killed while the SMTP server holds it unanswered.
    catcher.holdNext(1);
    const first = track(
      spawnServer({ DATA_DIR: dataDir, SEED: 'off', SMTP_URL: catcher.url, JOB_POLL_MS: '100' }),
    );
    const base = await waitForListening(first);
    expect((await apply(base, 'ingrid@lakeside.example')).status).toBe(201);
    await expect.poll(() => catcher.held(), { timeout: 30_000 }).toBe(1);
    first.proc.kill('SIGKILL');
    await first.exited;
    expect(catcher.messages).toEqual([]);

    let handle = await openDatabase({ dataDir });
    try {
      const [job] = await handle.db
        .select()
        .from(jobs)
        .where(sql`${jobs.queue} = 'mail.send'`);
      // Claimed, tried once, and its lease (5 minutes) still running: nobody may take it yet.
      expect(job).toMatchObject({ status: 'running', attempts: 1 });
      expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
      // Time passes: the lease runs out.
      await handle.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(sql`${jobs.id} = ${job!.id}`);
    } finally {
      await handle.close();
    }

    const second = track(
      spawnServer({ DATA_DIR: dataDir, SEED: 'off', SMTP_URL: catcher.url, JOB_POLL_MS: '100' }),
    );
    await waitForListening(second);
    await catcher.waitFor((m) => m.to.includes('ingrid@lakeside.example'), 30_000);
    second.proc.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    handle = await openDatabase({ dataDir });
    try {
      const mailJobs = await handle.db
        .select()
        .from(jobs)
        .where(sql`${jobs.queue} = 'mail.send'`);
      expect(mailJobs.map((j) => [j.status, j.attempts])).toEqual([['done', 2]]);
      const [row] = await handle.db.select().from(outbox);
      expect([row!.status, row!.attempts]).toEqual(['sent', 2]);
    } finally {
      await handle.close();
    }
    expect(catcher.messages).toHaveLength(1);
  }, 180_000);
});

describe.runIf(process.env.DATABASE_URL)('two API processes on one PostgreSQL', () => {
  it('share the outbox: every message goes out exactly once', async () => {
    const { handle, dropDatabase } = await openTestDatabase();
    try {
      await runMigrations(handle);
      const total = 200;
      await enqueueMail(
        handle.db,
        ...Array.from({ length: total }, (_, i) => ({
          kind: 'partner.application-received' as const,
          to: `partner${i}@example.com`,
          payload: { name: `Partner ${i}`, businessName: `Retreat ${i}` },
        })),
      );
      const env = {
        DATABASE_URL: handle.connectionString!,
        SEED: 'off',
        SMTP_URL: catcher.url,
        JOB_POLL_MS: '50',
        AUTH_SECRET: 'a-shared-secret-for-both-processes-0123456789',
      };
      const servers = [track(spawnServer(env)), track(spawnServer(env))];
      await Promise.all(servers.map((s) => waitForListening(s)));
      await expect.poll(() => catcher.messages.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(total);
      await Promise.all(
        servers.map(async (s) => {
          s.proc.kill('SIGTERM');
          expect(await s.exited).toBe(0);
        }),
      );
      const recipients = catcher.messages.map((m) => m.to[0]);
      expect(recipients).toHaveLength(total);
      expect(new Set(recipients).size).toBe(total);
      const rows = await handle.db.select().from(outbox);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await handle.close();
      await dropDatabase();
    }
  });
});
