import { EventEmitter } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createLogger } from '../../logger';
import { openTestDatabase } from '../../test/test-app';
import type { LiveEvent, LiveNotice } from './live-updates';
import { createPostgresLive, LIVE_CHANNEL, type ListenClient } from './postgres-live';

// The listening connection of live updates (docs/decisions/conversations.md, "Live updates"): what it
// hands on, and how it comes back after its connection fails.

const logger = createLogger('silent');
const notice: LiveNotice = { kind: 'message', conversationId: 7, guestUserId: 'g1', organisationId: 3 };

/** A connection that connects when told to, and can be broken. */
class FakeClient extends EventEmitter implements ListenClient {
  listened: string[] = [];
  ended = false;
  constructor(private readonly fails: boolean) {
    super();
  }
  connect = async () => {
    if (this.fails) throw new Error('connection refused');
  };
  query = async (text: string) => void this.listened.push(text);
  end = async () => void (this.ended = true);
  tell(payload: string, channel = LIVE_CHANNEL) {
    this.emit('notification', { channel, payload });
  }
}

describe('the live-updates listener', () => {
  it('hands each notice of its channel to the streams that may hear of it, and ignores anything else', async () => {
    const clients: FakeClient[] = [];
    const live = createPostgresLive({
      logger,
      notify: async () => {},
      newClient: () => clients[clients.push(new FakeClient(false)) - 1]!,
    });
    await vi.waitFor(() => expect(live.listening()).toBe(true));
    expect(clients[0]!.listened).toEqual([`LISTEN ${LIVE_CHANNEL}`]);
    const guest: LiveEvent[] = [];
    const stranger: LiveEvent[] = [];
    live.subscribe({ userId: 'g1', organisationIds: [] }, { deliver: (e) => guest.push(e), end() {} });
    live.subscribe({ userId: 'g2', organisationIds: [4] }, { deliver: (e) => stranger.push(e), end() {} });
    clients[0]!.tell('not json');
    clients[0]!.tell(JSON.stringify({ kind: 'message', conversationId: 'x' }));
    clients[0]!.tell(JSON.stringify(notice), 'restora_changes');
    clients[0]!.tell(JSON.stringify(notice));
    expect(guest).toEqual([{ kind: 'message', conversationId: 7 }]);
    expect(stranger).toEqual([]);
    await live.close();
    expect(clients[0]!.ended).toBe(true);
  });

  it('reconnects after a failure, backing off, and tells every stream to ask everything again', async () => {
    vi.useFakeTimers();
    try {
      // The first connection works, then breaks; the next two attempts fail; the fourth works.
      const plan = [false, true, true, false];
      const clients: FakeClient[] = [];
      const live = createPostgresLive({
        logger,
        notify: async () => {},
        newClient: () => clients[clients.push(new FakeClient(plan[clients.length] ?? false)) - 1]!,
        firstRetryMs: 100,
        maxRetryMs: 250,
      });
      await vi.waitFor(() => expect(live.listening()).toBe(true));
      const told: LiveEvent[] = [];
      const ended: string[] = [];
      live.subscribe(
        { userId: 'm1', organisationIds: [3] },
        { deliver: (e) => told.push(e), end: () => ended.push('m1') },
      );
      clients[0]!.emit('error', new Error('terminated'));
      expect(live.listening()).toBe(false);
      expect(clients[0]!.ended).toBe(true);
      await vi.advanceTimersByTimeAsync(99);
      expect(clients).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1); // 100 ms: the second attempt fails
      expect(clients).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(200); // then 200 ms: the third fails
      expect(clients).toHaveLength(3);
      await vi.advanceTimersByTimeAsync(249);
      expect(clients).toHaveLength(3);
      await vi.advanceTimersByTimeAsync(1); // at most 250 ms apart: the fourth works
      expect(clients).toHaveLength(4);
      expect(live.listening()).toBe(true);
      expect(told).toEqual([{ kind: 'resync' }]);
      clients[3]!.tell(JSON.stringify(notice));
      expect(told).toEqual([{ kind: 'resync' }, { kind: 'message', conversationId: 7 }]);
      await live.close();
      expect(ended).toEqual(['m1']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('live updates between two processes on PostgreSQL', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, dropDatabase: drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it("delivers one process's notice to the other's streams, and to its own", async () => {
    const hub = () =>
      createPostgresLive({
        logger,
        connectionString: handle.connectionString!,
        notify: (channel, payload) => handle.query('select pg_notify($1, $2)', [channel, payload]),
      });
    const [a, b] = [hub(), hub()];
    await vi.waitFor(() => expect(a.listening() && b.listening()).toBe(true));
    const onA: LiveEvent[] = [];
    const onB: LiveEvent[] = [];
    a.subscribe({ userId: 'g1', organisationIds: [] }, { deliver: (e) => onA.push(e), end() {} });
    b.subscribe({ userId: 'm1', organisationIds: [3] }, { deliver: (e) => onB.push(e), end() {} });
    await a.publish(notice);
    await vi.waitFor(() => expect(onB).toEqual([{ kind: 'message', conversationId: 7 }]));
    await vi.waitFor(() => expect(onA).toEqual([{ kind: 'message', conversationId: 7 }]));
    // A notice sent inside a transaction that rolls back never arrives; the next one does.
    const client = new pg.Client({ connectionString: handle.connectionString });
    await client.connect();
    await client.query('begin');
    await client.query('select pg_notify($1, $2)', [
      LIVE_CHANNEL,
      JSON.stringify({ ...notice, conversationId: 8 }),
    ]);
    await client.query('rollback');
    await client.end();
    await b.publish({ kind: 'read', conversationId: 9, userId: 'm1' });
    await vi.waitFor(() => expect(onB).toHaveLength(2));
    expect(onB[1]).toEqual({ kind: 'read', conversationId: 9 });
    await Promise.all([a.close(), b.close()]);
  });
});
