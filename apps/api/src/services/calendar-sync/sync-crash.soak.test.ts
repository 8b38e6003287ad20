import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { roomNights } from '../../db/schema/room-calendar';
import { airbnbFeed, startFeedServer } from '../../test/feed-server';
import { day } from '../../test/fixtures';
import { killAfterEach, spawnServer, waitForListening } from '../../test/server-process';
import { readJson } from '../../test/test-app';

// A process killed (SIGKILL) in the middle of a scheduled sync, its fetch unanswered: the next process
// syncs the feed again on its own, and the feed's nights are there once each (docs/decisions/calendar-sync.md,
// "Polling"; docs/decisions/background-jobs.md, "Crashes"). About two minutes (it waits for the one-minute
// period twice), so it runs with the soaks: npm run test:soak.

const track = killAfterEach();
let feeds: Awaited<ReturnType<typeof startFeedServer>>;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds.close());

const env = (dataDir: string) => ({
  DATA_DIR: dataDir,
  CALENDAR_SYNC_MINUTES: '1',
  CALENDAR_FETCH_ALLOW_HOSTS: '127.0.0.1',
  JOB_POLL_MS: '100',
  MAIL_SENDER: 'off',
});

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('a sync across a crash', () => {
  it('runs again after a SIGKILL mid-fetch, and writes each night once', { timeout: 240_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-sync-crash-'));
    feeds.set('/crash.ics', { body: airbnbFeed([{ uid: 'one', from: 30, to: 33 }]) });
    const first = track(spawnServer(env(dataDir)));
    const base = await waitForListening(first, 120_000);
    const signIn = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'partner@restora.example', password: 'quiet harbour 2026' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const get = async (p: string) => readJson(await fetch(`${base}${p}`, { headers: { cookie } }));
    const { items } = await get('/api/partner/properties');
    const { rooms } = await get(`/api/partner/properties/${items[0].id}`);
    const roomId: number = rooms[0].id;
    const added = await fetch(`${base}/api/partner/rooms/${roomId}/calendar-feeds`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie },
      body: JSON.stringify({ name: 'Airbnb', url: feeds.url('/crash.ics') }),
    });
    expect(added.status).toBe(201);
    const feedId: number = (await readJson(added)).id;

    // The event moves and another comes; the channel holds the next fetch unanswered, and the process dies.
    const moved = airbnbFeed([
      { uid: 'one', from: 34, to: 37 },
      { uid: 'two', from: 40, to: 42 },
    ]);
    feeds.set('/crash.ics', { body: moved, delayMs: 600_000 });
    const hits = feeds.hits('/crash.ics');
    await until(
      'the scheduled fetch',
      async () => (feeds.hits('/crash.ics') > hits ? true : undefined),
      90_000,
    );
    first.proc.kill('SIGKILL');
    await first.exited;

    feeds.set('/crash.ics', { body: moved });
    const second = track(spawnServer(env(dataDir)));
    const base2 = await waitForListening(second, 120_000);
    await until(
      'the feed synced again',
      async () => {
        const res = await fetch(`${base2}/api/partner/rooms/${roomId}/calendar-feeds`, {
          headers: { cookie },
        });
        const body = (await res.json()) as { items: { id: number; nights: number }[] };
        return body.items.find((f) => f.id === feedId)?.nights === 5 ? true : undefined;
      },
      120_000,
    );
    second.proc.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const handle = await openDatabase({ dataDir });
    try {
      const rows = await handle.db
        .select({ uid: roomNights.externalUid, checkIn: roomNights.checkIn, checkOut: roomNights.checkOut })
        .from(roomNights)
        .where(eq(roomNights.feedId, feedId))
        .orderBy(asc(roomNights.checkIn));
      expect(rows).toEqual([
        { uid: 'one@airbnb.com', checkIn: day(34), checkOut: day(37) },
        { uid: 'two@airbnb.com', checkIn: day(40), checkOut: day(42) },
      ]);
    } finally {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
