import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import type { DatabaseHandle } from './db/client';
import { day, insertStay } from './test/fixtures';
import { killAfterEach, spawnServer, waitForListening, type ServerProcess } from './test/server-process';
import { openTestDatabase } from './test/test-app';

// Several API processes on one database (docs/decisions/many-processes.md): real processes, real HTTP.

const track = killAfterEach();
const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'restora-procs-'));

describe('WEB_CONCURRENCY on the embedded database', () => {
  it('refuses more than one process, saying what to do instead', async () => {
    const server = track(spawnServer({ DATA_DIR: tmpDir(), WEB_CONCURRENCY: '2' }));
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('WEB_CONCURRENCY=2 needs DATABASE_URL');
  });
});

describe.runIf(process.env.DATABASE_URL)('several API processes on one PostgreSQL', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let env: Record<string, string>;

  beforeAll(async () => {
    ({ handle, dropDatabase: drop } = await openTestDatabase());
    env = {
      DATABASE_URL: handle.connectionString!,
      DATA_DIR: tmpDir(),
      PAYMENT_DELAY_MS: '0',
      MAIL_SENDER: 'off',
      RATE_LIMIT_SIGN_UP_IP: '1000/60',
      RATE_LIMIT_SIGN_IN_IP: '1000/60',
      LOG_LEVEL: 'warn',
    };
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  /** Two independent processes on the database, each on its own port (the first one migrates and seeds). */
  async function twoProcesses(): Promise<[ServerProcess & { url: string }, ServerProcess & { url: string }]> {
    const a = track(spawnServer({ ...env, LOG_LEVEL: 'info' }));
    const aUrl = await waitForListening(a);
    const b = track(spawnServer({ ...env, LOG_LEVEL: 'info', SEED: 'off' }));
    const bUrl = await waitForListening(b);
    return [Object.assign(a, { url: aUrl }), Object.assign(b, { url: bUrl })];
  }

  const json = (base: string, p: string, body: unknown, cookie = '') =>
    fetch(`${base}${p}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: base,
        cookie,
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify(body),
    });
  async function signUp(base: string, n: number) {
    const email = `guest-${n}-${Date.now()}@example.com`;
    const res = await json(base, '/api/auth/sign-up', {
      name: `Guest ${n}`,
      email,
      password: 'steady tide 8841',
    });
    expect(res.status).toBe(201);
    // Sign-up opens no session (docs/decisions/account-recovery.md); an unconfirmed account signs in.
    const signedIn = await json(base, '/api/auth/sign-in', { email, password: 'steady tide 8841' });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { user } = (await signedIn.json()) as { user: { id: string } };
    return { cookie, userId: user.id };
  }

  it('gives exactly one booking to a 20-way race for the same nights spread over both processes', async () => {
    const [a, b] = await twoProcesses();
    const guests = await Promise.all(Array.from({ length: 20 }, (_, i) => signUp(i % 2 ? b.url : a.url, i)));
    const answers = await Promise.all(
      guests.map((g, i) =>
        json(
          i % 2 ? b.url : a.url,
          '/api/bookings/stays',
          { roomId: 2, checkIn: day(60), checkOut: day(63), guests: 1, card: SAMPLE_CARD },
          g.cookie,
        ).then((r) => r.status),
      ),
    );
    expect(answers.filter((s) => s === 201)).toHaveLength(1);
    expect(answers.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
  });

  it('shows a rating written through one process in the other one’s search within a second', async () => {
    const [a, b] = await twoProcesses();
    const guest = await signUp(a.url, 99);
    const roomId = 3;
    // A stay that has ended, so it may be rated.
    const bookingId = await insertStay(handle.db, {
      userId: guest.userId,
      roomId,
      checkIn: day(-5),
      checkOut: day(-2),
    });
    const ratingOf = async () => {
      const res = await fetch(`${b.url}/api/stays?pageSize=48`);
      const { items } = (await res.json()) as {
        items: { id: number; rating: number | null; reviewCount: number }[];
      };
      return items.find((s) => s.id === roomId)?.reviewCount;
    };
    const before = await ratingOf();
    expect(before).toBeTypeOf('number');
    // B now holds the answer in its cache.
    expect(await ratingOf()).toBe(before);
    const reviewed = await json(
      a.url,
      `/api/bookings/${bookingId}/review`,
      { rating: 5, comment: 'Calm and kind.' },
      guest.cookie,
    );
    expect(reviewed.status).toBe(201);
    const started = Date.now();
    await expect.poll(ratingOf, { timeout: 1000, interval: 50 }).toBe(before! + 1);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('keeps serving from one process while the other is killed, and loses nothing it acknowledged', async () => {
    const [a, b] = await twoProcesses();
    const guest = await signUp(a.url, 7);
    const booked = await json(
      a.url,
      '/api/bookings/stays',
      { roomId: 4, checkIn: day(70), checkOut: day(72), guests: 1, card: SAMPLE_CARD },
      guest.cookie,
    );
    expect(booked.status).toBe(201);
    a.proc.kill('SIGKILL');
    await a.exited;
    // The session and the booking live in the database: the other process knows both.
    const list = await fetch(`${b.url}/api/bookings`, { headers: { cookie: guest.cookie } });
    expect(list.status).toBe(200);
    const rows = (await list.json()) as { items?: { roomId: number }[] } | { roomId: number }[];
    const items = Array.isArray(rows) ? rows : (rows.items ?? []);
    expect(items.map((r) => r.roomId)).toContain(4);
    expect((await fetch(`${b.url}/api/health`)).status).toBe(200);
  });

  it('runs WEB_CONCURRENCY processes on one port and replaces one that dies', async () => {
    const primary = track(spawnServer({ ...env, LOG_LEVEL: 'info', SEED: 'off', WEB_CONCURRENCY: '2' }));
    const url = await waitForListening(primary);
    await expect
      .poll(() => primary.output().match(/Restora is running/g)?.length ?? 0, { timeout: 30_000 })
      .toBe(2);
    const workers = () =>
      execFileSync('pgrep', ['-P', String(primary.proc.pid)])
        .toString()
        .trim()
        .split('\n')
        .map(Number);
    const [first, second] = workers();
    expect(second).toBeTypeOf('number');
    process.kill(first!, 'SIGKILL');
    // Once the first process knows (a connection it handed to the dying process in the instant before is
    // lost with it, as with any crash), the survivor answers every request while a replacement starts.
    await expect
      .poll(() => primary.output().includes('an API process died: starting another'), { timeout: 5_000 })
      .toBe(true);
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
      expect(res.status).toBe(200);
    }
    await expect
      .poll(() => primary.output().match(/Restora is running/g)?.length ?? 0, { timeout: 30_000 })
      .toBe(3);
    expect(workers()).toHaveLength(2);
    primary.proc.kill('SIGTERM');
    expect(await primary.exited).toBe(0);
  });
});
