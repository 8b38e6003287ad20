// npm run bench:conversations-live : live delivery of a message across processes (docs/decisions/conversations.md,
// "Live updates"). Two API processes on one PostgreSQL (DATABASE_URL): the partner's event stream is open on
// process B, the guest sends N messages through process A, one after another; each is timed from the send
// to the event on B's stream. Target: every one within 1 s. Skipped without DATABASE_URL (the embedded
// database is one process).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrateAndSeed } from '../apps/api/src/test/bench-harness';
import { readEvents } from '../apps/api/src/test/event-stream';
import { freshDatabase } from './engine';
import { markdownTable, root, round, startServer } from './lib';

const { values } = parseArgs({ options: { messages: { type: 'string', default: '100' } } });
const MESSAGES = Number(values.messages);
const TARGET_MS = 1000;
const PARTNER = { email: 'partner@restora.example', password: 'quiet harbour 2026' };
const GUEST = {
  name: 'Live Bench',
  email: `live-bench-${Date.now()}@example.com`,
  password: 'steady tide 8841',
};

export type LiveBenchResult = {
  skipped?: string;
  messages: number;
  sendToEvent?: { p50: number; p95: number; max: number };
  sendAnswered?: { p50: number; p95: number };
  target: { maxMs: number; pass: boolean };
};

async function post(base: string, p: string, body: unknown, cookie = '') {
  return fetch(`${base}${p}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, cookie },
    body: JSON.stringify(body),
  });
}
async function signIn(base: string, who: { email: string; password: string }) {
  const res = await post(base, '/api/auth/sign-in', who);
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function run(): Promise<LiveBenchResult> {
  if (!process.env.DATABASE_URL)
    return { skipped: 'needs DATABASE_URL', messages: 0, target: { maxMs: TARGET_MS, pass: true } };
  const { handle, env, cleanup } = await freshDatabase('postgres', 'live');
  try {
    await migrateAndSeed(handle);
    const [room] = await handle.query<{ id: number }>(`
      select r.id from stay_rooms r join properties p on p.id = r.property_id
      join partner_members m on m.organisation_id = p.organisation_id join "user" u on u.id = m.user_id
      where u.email = '${PARTNER.email}' and p.published order by r.id limit 1`);
    await handle.close();
    const serverEnv = {
      ...env,
      RATE_LIMIT_MESSAGES_ACCOUNT: '100000/3600',
      RATE_LIMIT_SIGN_UP_IP: '1000/60',
      RATE_LIMIT_SIGN_IN_IP: '1000/60',
    };
    const [a, b] = [await startServer(serverEnv), await startServer(serverEnv)];
    try {
      if ((await post(a.url, '/api/auth/sign-up', GUEST)).status !== 201) throw new Error('sign-up failed');
      const guest = await signIn(a.url, GUEST);
      const started = await post(
        a.url,
        '/api/conversations',
        { about: { kind: 'room', id: room!.id }, body: 'Hello' },
        guest,
      );
      if (started.status !== 201) throw new Error(`ask: ${started.status} ${await started.text()}`);
      const threadId = ((await started.json()) as { id: number }).id;

      const partnerStream = await fetch(`${b.url}/api/conversations/events`, {
        headers: { cookie: await signIn(b.url, PARTNER) },
      });
      if (partnerStream.status !== 200) throw new Error(`stream: ${partnerStream.status}`);
      const events = readEvents(partnerStream);
      const latencies: number[] = [];
      const answered: number[] = [];
      for (let i = -3; i < MESSAGES; i++) {
        const sent = performance.now();
        const arrived = (async () => {
          for (;;) {
            const e = await events.next(10_000);
            if (e.kind === 'message' && e.conversationId === threadId) return performance.now();
          }
        })();
        const res = await post(
          a.url,
          `/api/conversations/${threadId}/messages`,
          { body: `Message ${i}` },
          guest,
        );
        if (res.status !== 201) throw new Error(`send: ${res.status} ${await res.text()}`);
        const answeredAt = performance.now();
        const at = await arrived;
        // The first three warm both processes up.
        if (i < 0) continue;
        latencies.push(at - sent);
        answered.push(answeredAt - sent);
      }
      await events.close();
      latencies.sort((x, y) => x - y);
      answered.sort((x, y) => x - y);
      const max = latencies.at(-1)!;
      return {
        messages: MESSAGES,
        sendToEvent: {
          p50: round(quantile(latencies, 0.5)),
          p95: round(quantile(latencies, 0.95)),
          max: round(max),
        },
        sendAnswered: { p50: round(quantile(answered, 0.5)), p95: round(quantile(answered, 0.95)) },
        target: { maxMs: TARGET_MS, pass: max <= TARGET_MS },
      };
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  } finally {
    await cleanup();
  }
}

const result = await run();
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/conversations-live.json'), JSON.stringify(result, null, 2));
if (result.skipped) console.log(`live delivery: skipped (${result.skipped})`);
else {
  console.log(
    `\n### A guest's message through process A to the partner's open stream on process B, PostgreSQL (${result.messages} messages, ms)\n`,
  );
  console.log(
    markdownTable(
      ['figure', 'p50', 'p95', 'max'],
      [
        [
          'send to event on the other process',
          result.sendToEvent!.p50,
          result.sendToEvent!.p95,
          result.sendToEvent!.max,
        ],
        ['send to answer (201)', result.sendAnswered!.p50, result.sendAnswered!.p95, '-'],
      ],
    ),
  );
  console.log(
    `target every message within ${TARGET_MS} ms: max ${result.sendToEvent!.max} -> ${result.target.pass ? 'PASS' : 'FAIL'}`,
  );
}
if (!result.target.pass) process.exitCode = 1;
