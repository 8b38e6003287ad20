import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import { startMailCatcher } from '../../apps/api/src/test/mail-catcher';
import { base32Decode, totp, totpStep } from '../../apps/api/src/services/identity/totp';
import { assertChromium } from './chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, exited: () => boolean, deadline: number) {
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The server exited during start-up; see .test-results/e2e-server.log');
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not answer ${url}/api/health in time; see .test-results/e2e-server.log`);
}

/**
 * Administrators need a second factor (docs/decisions/second-factors.md): each e2e administrator sets up
 * an authenticator app through the API. The server takes a code of an account once, so one account gives
 * about one sign-in per 30-second step; the admin tests, which run side by side, share a pool of
 * administrators instead (e2e/support/totp.ts claims an account and a step together). This returns the
 * app's key; the set-up's first code is claimed in `claims`.
 */
async function giveAdminAnApp(
  url: string,
  admin: { email: string; password: string },
  claims: string,
  index: number,
) {
  const signedIn = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!signedIn.ok) throw new Error(`Could not sign the e2e administrator in: ${signedIn.status}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const post = async (route: string, body: unknown) => {
    const res = await fetch(`${url}${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${route} for the e2e administrator: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const { secret } = (await post('/api/profile/second-factor/setup', { password: admin.password })) as {
    secret: string;
  };
  const now = new Date();
  fs.writeFileSync(path.join(claims, `${index}-${totpStep(now)}`), '');
  await post('/api/profile/second-factor/confirm', { code: totp(base32Decode(secret), now) });
  return secret;
}

/** How many administrators the admin tests share (see giveAdminAnApp). */
const ADMIN_POOL_SIZE = 4;

/** Starts the built app exactly as `npm start` runs it, on a free port with a fresh DATA_DIR. */
export default async function globalSetup() {
  assertChromium();
  if (!fs.existsSync(path.join(root, 'apps/api/dist/server.js'))) {
    throw new Error('The app is not built: run `node scripts/ensure-built.mjs` (npm test does it for you).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-e2e-'));
  const port = await freePort();
  const publicUrl = `http://localhost:${port}`;
  // A real SMTP server for the app's mail; tests read what it received through a small HTTP window.
  const catcher = await startMailCatcher();
  const mailWindow = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(catcher.messages));
  });
  await new Promise<void>((resolve) => mailWindow.listen(0, '127.0.0.1', resolve));
  process.env.E2E_PAYMENT_LEDGER_DIR = path.join(dataDir, 'payment-ledger');
  process.env.E2E_MAIL_URL = `http://127.0.0.1:${(mailWindow.address() as net.AddressInfo).port}`;
  fs.mkdirSync(path.join(root, '.test-results'), { recursive: true });
  const log = fs.openSync(path.join(root, '.test-results/e2e-server.log'), 'w');
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'info',
    // WebAuthn refuses an IP address as the site's name (e2e/passkeys.spec.ts): the browser reaches the site
    // as localhost, the address the server's links, origin checks and passkeys are made for.
    PUBLIC_URL: publicUrl,
    SMTP_URL: catcher.url,
    JOB_POLL_MS: '200',
    // e2e/request-to-book.spec.ts counts the simulated processor's captures (docs/decisions/request-to-book.md).
    PAYMENT_SIM_LEDGER_DIR: path.join(dataDir, 'payment-ledger'),
    // e2e/retreats.spec.ts moves the retreat schedule's days forward (a test-only setting).
    CLOCK_CONTROL: 'on',
    // e2e/calendar-sync.spec.ts serves a channel's calendar from 127.0.0.1 (docs/decisions/calendar-sync.md).
    CALENDAR_FETCH_ALLOW_HOSTS: '127.0.0.1',
    // Every test signs up from 127.0.0.1: the per-address limits are raised; per-account ones stay real.
    RATE_LIMIT_SIGN_UP_IP: '1000/3600',
    RATE_LIMIT_SIGN_IN_IP: '1000/900',
    RATE_LIMIT_ACCOUNT_MAIL_IP: '1000/3600',
    RATE_LIMIT_PARTNER_APPLICATION_IP: '1000/3600',
  };
  // This set-up's own requests go to the address the server listens on (0.0.0.0, IPv4), whatever
  // localhost resolves to first here.
  const url = `http://127.0.0.1:${port}`;
  const start = async () => {
    const proc = spawn(process.execPath, ['apps/api/dist/server.js'], {
      cwd: root,
      env,
      stdio: ['ignore', log, log],
    });
    let exited = false;
    proc.on('exit', () => (exited = true));
    await waitForHealth(url, () => exited, Date.now() + 60_000);
    return { proc, exited: () => exited };
  };
  const stop = async (proc: ReturnType<typeof spawn>) => {
    const done = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await done;
  };

  // An administrator for the admin screens: registered through the API, then promoted the operator's
  // way (user:role needs the server stopped, as on a real embedded install).
  let server = await start();
  // The secret the server generated in DATA_DIR, for the log scan after the run (scripts/scan-logs.ts).
  fs.copyFileSync(path.join(dataDir, 'auth-secret'), path.join(root, '.test-results/e2e-auth-secret'));
  const password = 'quiet summit 2049';
  const admins = Array.from({ length: ADMIN_POOL_SIZE }, (_, i) => ({
    email: i === 0 ? 'admin@restora.test' : `admin-${i + 1}@restora.test`,
    password,
  }));
  for (const admin of admins) {
    const signUp = await fetch(`${url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ada Admin', ...admin }),
    });
    if (signUp.status !== 201) throw new Error(`Could not register the e2e administrator: ${signUp.status}`);
  }
  await stop(server.proc);
  for (const admin of admins) {
    const promoted = spawnSync(process.execPath, ['apps/api/dist/user-role.js', admin.email, 'admin'], {
      cwd: root,
      env,
    });
    if (promoted.status !== 0) throw new Error(`user:role failed: ${promoted.stderr.toString()}`);
  }
  server = await start();
  process.env.E2E_BASE_URL = publicUrl;
  const claims = path.join(dataDir, 'admin-totp-claims');
  fs.mkdirSync(claims);
  const secrets: string[] = [];
  for (const [index, admin] of admins.entries())
    secrets.push(await giveAdminAnApp(url, admin, claims, index));
  process.env.E2E_ADMINS = JSON.stringify(admins.map((admin, i) => ({ ...admin, secret: secrets[i] })));
  process.env.E2E_ADMIN_TOTP_CLAIMS = claims;

  return async () => {
    if (!server.exited()) await stop(server.proc);
    fs.closeSync(log);
    mailWindow.close();
    await catcher.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
