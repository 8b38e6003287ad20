import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_ACCOUNT } from '../../services/live/live-updates';
import { conversationsKit, expectStatus } from '../../test/conversations-kit';
import { readEvents } from '../../test/event-stream';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { TOO_MANY_STREAMS } from './conversation-events.router';

// Live updates of conversations (docs/decisions/conversations.md, "Live updates"): who hears of what.

let t: TestApp;
let kit: Awaited<ReturnType<typeof conversationsKit>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kit = await conversationsKit(t);
}, 60_000);
afterAll(() => t.close());

const cookieOf = (who: { cookie: string } | string) => (typeof who === 'string' ? who : who.cookie);
const open = (who: { cookie: string } | string, headers: Record<string, string> = {}) =>
  t.request('/api/conversations/events', { headers: { cookie: cookieOf(who), ...headers } });
async function stream(who: { cookie: string } | string) {
  const res = await open(who);
  expect(res.status).toBe(200);
  return readEvents(res);
}

describe('the live-updates stream', () => {
  it('is refused signed out', async () => {
    expect((await t.request('/api/conversations/events')).status).toBe(401);
  });

  it('is an uncompressed event stream that proxies must not buffer', async () => {
    const res = await open(kit.p, { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toContain('no-transform');
    await res.body!.cancel();
  });

  it("tells the organisation's members of a guest's message, and no other guest; the guest of the answer", async () => {
    const guest = await registerUser(t);
    const otherGuest = await registerUser(t);
    const [memberP, memberB, guestLive, otherLive] = await Promise.all([
      stream(kit.p),
      stream(kit.memberB),
      stream(guest),
      stream(otherGuest),
    ]);
    const thread = await expectStatus(kit.ask(guest, { kind: 'room', id: kit.things.room.id }), 201);
    const told = { kind: 'message', conversationId: thread.id };
    expect(await memberP.next()).toEqual(told);
    expect(await memberB.next()).toEqual(told);
    expect(await guestLive.next()).toEqual(told);

    // The other guest's first event is about their own thread: nothing of the first one came before it.
    const own = await expectStatus(kit.ask(otherGuest, { kind: 'room', id: kit.things.room.id }), 201);
    expect(await otherLive.next()).toEqual({ kind: 'message', conversationId: own.id });
    expect(otherLive.events).toHaveLength(1);

    // The member answers: the guest hears of it, and of their own read when they open the thread.
    await expectStatus(
      kit.post(kit.memberB, `/api/partner/conversations/${thread.id}/messages`, { body: 'Yes.' }),
      201,
    );
    expect(await guestLive.next()).toEqual(told);
    await expectStatus(kit.get(guest, `/api/conversations/${thread.id}`), 200);
    expect(await guestLive.next()).toEqual({ kind: 'read', conversationId: thread.id });
    // A read is the reader's alone: P hears of the other guest's thread (the same organisation's), the
    // answer and the guest's next message, never of the guest's read.
    await expectStatus(kit.post(guest, `/api/conversations/${thread.id}/messages`, { body: 'Thanks' }), 201);
    const events = [await memberP.next(), await memberP.next(), await memberP.next()];
    expect(events).toEqual([{ kind: 'message', conversationId: own.id }, told, told]);
    for (const s of [memberP, memberB, guestLive, otherLive]) await s.close();
  });

  it('tells nothing of a message refused (a closed thread)', async () => {
    const guest = await registerUser(t);
    const thread = await expectStatus(kit.ask(guest, { kind: 'service', id: kit.things.service.id }), 201);
    await expectStatus(
      kit.post(kit.p, `/api/partner/conversations/${thread.id}/status`, { status: 'closed' }),
      200,
    );
    const live = await stream(guest);
    await expectStatus(kit.post(guest, `/api/conversations/${thread.id}/messages`, { body: 'Hello?' }), 409);
    await expectStatus(
      kit.post(kit.p, `/api/partner/conversations/${thread.id}/messages`, { body: 'Closed.' }),
      201,
    );
    // The first event is the partner's message: the refused one told nothing.
    expect(await live.next()).toEqual({ kind: 'message', conversationId: thread.id });
    expect(live.events).toHaveLength(1);
    await live.close();
  });

  it('holds a few streams per account, and frees the place of one that is closed', async () => {
    const guest = await registerUser(t);
    const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_ACCOUNT }, () => stream(guest)));
    const refused = await expectStatus(open(guest), 429);
    expect(refused.error.message).toBe(TOO_MANY_STREAMS);
    await streams.pop()!.close();
    const again = await stream(guest);
    for (const s of [...streams, again]) await s.close();
  });
});
