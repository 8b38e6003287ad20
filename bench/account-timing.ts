// node --import tsx bench/account-timing.ts : whether the time of an answer tells if an address has an
// account (docs/decisions/account-recovery.md, "No account enumeration"). On the built server with the
// embedded database, one request at a time, the two kinds of address taking turns: sign-up with a new and
// with a registered address, forgot-password with a known and an unknown one, change of e-mail to a free
// and to a taken one. Prints the median and quartiles of each, in milliseconds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markdownTable, percentile, round, startServer } from './lib';

const RUNS = Number(process.env.RUNS ?? 20);
const PASSWORD = 'steady tide 8841';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-bench-timing-'));
const server = await startServer({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  // One address makes every request: lift the limits for the measurement.
  RATE_LIMIT_SIGN_UP_IP: '10000/3600',
  RATE_LIMIT_SIGN_IN_IP: '10000/3600',
  RATE_LIMIT_ACCOUNT_MAIL_IP: '10000/3600',
  RATE_LIMIT_ACCOUNT_MAIL_ACCOUNT: '10000/3600',
});
const post = async (url: string, body: unknown, cookie = '') => {
  const started = performance.now();
  const res = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url, cookie },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status, res };
};

let n = 0;
const fresh = (tag: string) => `${tag}-${Date.now()}-${++n}@example.com`;

/** Times `a` and `b` in turns, RUNS each (after two of each to warm up), and checks their statuses. */
async function pair(name: string, a: [string, () => ReturnType<typeof post>], b: typeof a) {
  const times: Record<string, number[]> = { [a[0]]: [], [b[0]]: [] };
  const statuses = new Set<string>();
  for (let i = -2; i < RUNS; i++) {
    for (const [label, run] of i % 2 ? [b, a] : [a, b]) {
      const { ms, status } = await run();
      statuses.add(`${label} ${status}`);
      if (i >= 0) times[label]!.push(ms);
    }
  }
  return [a[0], b[0]].map((label) => {
    const sorted = times[label]!.sort((x, y) => x - y);
    return [
      name,
      label,
      round(percentile(sorted, 50)),
      round(percentile(sorted, 25)),
      round(percentile(sorted, 75)),
      [...statuses].filter((s) => s.startsWith(label)).join(', '),
    ];
  });
}

try {
  const owner = { name: 'Bench Owner', email: fresh('owner'), password: PASSWORD };
  await post('/api/auth/sign-up', owner);
  const signedIn = await post('/api/auth/sign-in', { email: owner.email, password: PASSWORD });
  const cookie = signedIn.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const taken = fresh('taken');
  await post('/api/auth/sign-up', { name: 'Bench Taken', email: taken, password: PASSWORD });

  const rows = [
    ...(await pair(
      'sign-up',
      [
        'new address',
        () => post('/api/auth/sign-up', { name: 'New One', email: fresh('new'), password: PASSWORD }),
      ],
      ['registered address', () => post('/api/auth/sign-up', { ...owner, name: 'Someone Else' })],
    )),
    ...(await pair(
      'forgot-password',
      ['unknown address', () => post('/api/auth/forgot-password', { email: fresh('nobody') })],
      ['known address', () => post('/api/auth/forgot-password', { email: owner.email })],
    )),
    ...(await pair(
      'change e-mail',
      [
        'free address',
        () => post('/api/profile/email', { newEmail: fresh('free'), password: PASSWORD }, cookie),
      ],
      ['taken address', () => post('/api/profile/email', { newEmail: taken, password: PASSWORD }, cookie)],
    )),
  ];
  console.log(`\n${RUNS} requests of each, one at a time, taking turns (ms)\n`);
  console.log(markdownTable(['request', 'address', 'median', 'p25', 'p75', 'statuses'], rows));
} finally {
  await server.stop();
}
