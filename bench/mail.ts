// npm run bench:mail : the outbox sender against a real SMTP server in this process.
// 1. Throughput: N partner-application acknowledgements (rendered with the real templates) written to the
//    outbox at once, then drained over SMTP; messages per second, on PGlite (and PostgreSQL with
//    DATABASE_URL).
// 2. Delay from commit to delivery, on the built server with the default JOB_POLL_MS: a stay booking (the
//    runner is woken by the booking's announcement) and a partner application (found by the next poll).
//    The commit is taken as the moment the HTTP answer has arrived (it is sent after the commit).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import {
  createLogger,
  drainOutbox,
  enqueueMail,
  migrateAndSeed,
  openBenchDatabase,
  smtpTransport,
  startMailCatcher,
} from '../apps/api/src/test/bench-harness';
import { markdownTable, percentile, root, round, startServer } from './lib';

const MESSAGES = 500;
const SAMPLES = 40;
const TARGETS = { perSecond: 50, wokenP95Ms: 500, polledP95Ms: 1500 };
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export type MailBenchResult = {
  throughput: { engine: string; messages: number; seconds: number; perSecond: number }[];
  delay: { path: string; samples: number; p50: number; p95: number; max: number }[];
  targets: typeof TARGETS;
  pass: boolean;
};

const catcher = await startMailCatcher();
const logger = createLogger('warn');

async function throughput(engine: string, options: Parameters<typeof openBenchDatabase>[0]) {
  const handle = await openBenchDatabase(options);
  try {
    await migrateAndSeed(handle);
    await enqueueMail(
      handle.db,
      ...Array.from({ length: MESSAGES }, (_, i) => ({
        kind: 'partner.application-received' as const,
        to: `bench-${engine}-${i}@example.com`,
        payload: { name: `Partner ${i}`, businessName: `Retreat ${i}` },
      })),
    );
    const before = catcher.messages.length;
    const started = performance.now();
    const result = await drainOutbox({
      db: handle.db,
      transport: smtpTransport(catcher.url),
      site: { publicUrl: 'https://restora.example' },
      from: 'Restora <hello@restora.example>',
      logger,
    });
    const seconds = (performance.now() - started) / 1000;
    if (result.sent !== MESSAGES || catcher.messages.length - before !== MESSAGES) {
      throw new Error(`${engine}: sent ${result.sent} of ${MESSAGES} (${JSON.stringify(result)})`);
    }
    return { engine, messages: MESSAGES, seconds: round(seconds, 2), perSecond: round(MESSAGES / seconds) };
  } finally {
    await handle.close();
  }
}

async function delays() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-bench-mail-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PAYMENT_DELAY_MS: '0',
    SMTP_URL: catcher.url,
    // One address sends every application here: lift the per-address limit for the measurement.
    RATE_LIMIT_PARTNER_APPLICATION_IP: '1000/3600',
  });
  try {
    const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${p}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url, ...headers },
        body: JSON.stringify(body),
      });
    const email = `guest-${Date.now()}@example.com`;
    await post('/api/auth/sign-up', { name: 'Bench Guest', email, password: 'steady tide 8841' });
    // Sign-up opens no session (docs/decisions/account-recovery.md); an unconfirmed account signs in.
    const signIn = await post('/api/auth/sign-in', { email, password: 'steady tide 8841' });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const woken: number[] = [];
    const polled: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const asked = Date.now();
      const res = await post(
        '/api/bookings/stays',
        {
          roomId: 1 + (i % 30),
          checkIn: day(20 + Math.floor(i / 30) * 5),
          checkOut: day(22 + Math.floor(i / 30) * 5),
          guests: 1,
          card: SAMPLE_CARD,
        },
        { cookie, 'Idempotency-Key': randomUUID() },
      );
      if (res.status !== 201) throw new Error(`booking answered ${res.status}`);
      const committed = Date.now();
      const mail = await catcher.waitFor((m) => m.to.includes(email) && m.receivedAt >= asked, 10_000);
      woken.push(Math.max(0, mail.receivedAt - committed));
    }
    for (let i = 0; i < SAMPLES; i++) {
      const to = `partner-${i}-${Date.now()}@example.com`;
      const res = await post('/api/partner-applications', {
        organisation: `Retreat ${i}`,
        partnerType: 'Retreat',
        contactName: 'Bench Partner',
        email: to,
        country: 'Norway',
        message: 'We run a twelve-room lakeside lodge with a sauna and daily yoga.',
      });
      if (res.status !== 201) throw new Error(`partner application answered ${res.status}`);
      const committed = Date.now();
      const mail = await catcher.waitFor((m) => m.to.includes(to), 10_000);
      polled.push(Math.max(0, mail.receivedAt - committed));
    }
    const stats = (p: string, xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return {
        path: p,
        samples: xs.length,
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
        max: round(sorted.at(-1)!),
      };
    };
    return [stats('booking (sender woken)', woken), stats('partner application (next poll)', polled)];
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  const throughputRows = [await throughput('pglite', { memory: true })];
  if (process.env.DATABASE_URL)
    throughputRows.push(await throughput('postgres', { databaseUrl: process.env.DATABASE_URL }));
  const delay = await delays();
  const pass =
    throughputRows.every((r) => r.perSecond >= TARGETS.perSecond) &&
    delay[0]!.p95 <= TARGETS.wokenP95Ms &&
    delay[1]!.p95 <= TARGETS.polledP95Ms;
  const result: MailBenchResult = { throughput: throughputRows, delay, targets: TARGETS, pass };
  fs.writeFileSync(path.join(root, 'bench/results/mail.json'), JSON.stringify(result, null, 2));
  console.log('\n### Outbox sender throughput over SMTP (in-process server)\n');
  console.log(
    markdownTable(
      ['engine', 'messages', 'seconds', 'messages/s'],
      throughputRows.map((r) => [r.engine, r.messages, r.seconds, r.perSecond]),
    ),
  );
  console.log('\n### Commit to delivery, default polling (ms)\n');
  console.log(
    markdownTable(
      ['path', 'samples', 'p50', 'p95', 'max'],
      delay.map((d) => [d.path, d.samples, d.p50, d.p95, d.max]),
    ),
  );
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'} (targets: >= ${TARGETS.perSecond}/s; p95 woken <= ${TARGETS.wokenP95Ms} ms, polled <= ${TARGETS.polledP95Ms} ms)`,
  );
  process.exitCode = pass ? 0 : 1;
} finally {
  await catcher.close();
}
