import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { readEvents } from './test/event-stream';
import { killAfterEach, spawnServer, waitForListening } from './test/server-process';
import { openTestDatabase } from './test/test-app';

// Live updates across two real API processes on one PostgreSQL (docs/decisions/conversations.md, "Live
// updates"): a guest's message sent through one reaches the partner's stream open on the other.

const track = killAfterEach();
const PARTNER = { email: 'partner@restora.example', password: 'quiet harbour 2026' };

describe.runIf(process.env.DATABASE_URL)('live updates between two API processes', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, dropDatabase: drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  const post = (base: string, p: string, body: unknown, cookie = '') =>
    fetch(`${base}${p}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base, cookie },
      body: JSON.stringify(body),
    });
  async function signIn(base: string, who: { email: string; password: string }) {
    const res = await post(base, '/api/auth/sign-in', who);
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  it("delivers a guest's message through one process to the partner's stream on the other within a second", async () => {
    const env = {
      DATABASE_URL: handle.connectionString!,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'restora-live-')),
      MAIL_SENDER: 'off',
      LOG_LEVEL: 'info',
    };
    const a = track(spawnServer(env));
    const aUrl = await waitForListening(a);
    const b = track(spawnServer({ ...env, SEED: 'off' }));
    const bUrl = await waitForListening(b);

    const guest = {
      name: 'Live Guest',
      email: `live-${Date.now()}@example.com`,
      password: 'steady tide 8841',
    };
    expect((await post(aUrl, '/api/auth/sign-up', guest)).status).toBe(201);
    const guestCookie = await signIn(aUrl, guest);
    const [room] = await handle.query<{ id: number }>(
      `select r.id from stay_rooms r join properties p on p.id = r.property_id
       join partner_members m on m.organisation_id = p.organisation_id join "user" u on u.id = m.user_id
       where u.email = $1 and p.published order by r.id limit 1`,
      [PARTNER.email],
    );
    const [partnerStream, otherStream] = await Promise.all([
      signIn(bUrl, PARTNER).then((cookie) =>
        fetch(`${bUrl}/api/conversations/events`, { headers: { cookie } }),
      ),
      fetch(`${bUrl}/api/conversations/events`, { headers: { cookie: await signIn(bUrl, PARTNER) } }),
    ]);
    expect(partnerStream.status).toBe(200);
    const events = readEvents(partnerStream);
    const second = readEvents(otherStream);

    const sent = performance.now();
    const asked = await post(
      aUrl,
      '/api/conversations',
      { about: { kind: 'room', id: room!.id }, body: 'Hi' },
      guestCookie,
    );
    expect(asked.status).toBe(201);
    const { id } = (await asked.json()) as { id: number };
    expect(await events.next(1000)).toEqual({ kind: 'message', conversationId: id });
    expect(performance.now() - sent).toBeLessThan(1000);
    expect(await second.next(1000)).toEqual({ kind: 'message', conversationId: id });
    // Signed out, no stream.
    expect((await fetch(`${bUrl}/api/conversations/events`)).status).toBe(401);
    await Promise.all([events.close(), second.close()]);
  }, 150_000); // two servers start, each migrating or waiting on the other, on a loaded machine
});
