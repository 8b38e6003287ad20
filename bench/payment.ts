// npm run bench:payment : the payment endpoint's own time (the simulated provider's wait set to 0), on the
// built server with the embedded database: sequential stay payments, each a fresh room and dates.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { markdownTable, percentile, root, round, startServer } from './lib';

const RUNS = 100;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-bench-pay-'));
const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', PAYMENT_DELAY_MS: '0' });
try {
  const origin = { Origin: server.url };
  const payer = { email: `payer-${Date.now()}@example.com`, password: 'steady tide 8841' };
  const post = (p: string, body: unknown) =>
    fetch(`${server.url}${p}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...origin },
      body: JSON.stringify(body),
    });
  await post('/api/auth/sign-up', { name: 'Bench Payer', ...payer });
  // Sign-up opens no session (docs/decisions/account-recovery.md); an unconfirmed account signs in.
  const signIn = await post('/api/auth/sign-in', payer);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const roomId = 1 + (i % 30);
    const start = 10 + Math.floor(i / 30) * 5;
    const started = performance.now();
    const res = await fetch(`${server.url}/api/bookings/stays`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), cookie, ...origin },
      body: JSON.stringify({
        roomId,
        checkIn: day(start),
        checkOut: day(start + 2),
        guests: 1,
        card: SAMPLE_CARD,
      }),
    });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`payment ${i} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const result = {
    runs: RUNS,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
  };
  fs.writeFileSync(path.join(root, 'bench/results/payment.json'), JSON.stringify(result, null, 2));
  console.log('\n### Stay payment endpoint, simulated wait removed (ms, PGlite)\n');
  console.log(
    markdownTable(['runs', 'p50', 'p95', 'p99'], [[result.runs, result.p50, result.p95, result.p99]]),
  );
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
