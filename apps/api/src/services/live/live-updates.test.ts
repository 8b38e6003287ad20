import { describe, expect, it } from 'vitest';
import { createInProcessLive, mayHear, parseNotice, type LiveEvent } from './live-updates';

// Who hears of what (docs/decisions/conversations.md, "Live updates").

const message = { kind: 'message', conversationId: 1, guestUserId: 'g1', organisationId: 3 } as const;

describe('who may hear of a notice', () => {
  it("tells a message to its guest and its organisation's members, a read to the reader alone", () => {
    expect(mayHear({ userId: 'g1', organisationIds: [] }, message)).toBe(true);
    expect(mayHear({ userId: 'm1', organisationIds: [2, 3] }, message)).toBe(true);
    expect(mayHear({ userId: 'g2', organisationIds: [2] }, message)).toBe(false);
    // A deleted guest's thread still reaches its organisation, and no one else.
    expect(mayHear({ userId: 'g2', organisationIds: [] }, { ...message, guestUserId: null })).toBe(false);
    const read = { kind: 'read', conversationId: 1, userId: 'm1' } as const;
    expect(mayHear({ userId: 'm1', organisationIds: [] }, read)).toBe(true);
    expect(mayHear({ userId: 'm2', organisationIds: [3] }, read)).toBe(false);
  });

  it('reads only well-formed notices', () => {
    expect(parseNotice(JSON.stringify(message))).toEqual(message);
    expect(parseNotice('{"kind":"read","conversationId":2,"userId":"u"}')).toEqual({
      kind: 'read',
      conversationId: 2,
      userId: 'u',
    });
    for (const bad of [
      undefined,
      '',
      'null',
      '[]',
      '{"kind":"read","conversationId":2}',
      '{"kind":"message","conversationId":1.5,"guestUserId":null,"organisationId":1}',
      '{"kind":"other","conversationId":1}',
    ])
      expect(parseNotice(bad)).toBeUndefined();
  });
});

describe('the streams of one process', () => {
  it('delivers in order, stops at unsubscribe, and caps the streams of one account', async () => {
    const live = createInProcessLive(2);
    const told: LiveEvent[] = [];
    const stop = live.subscribe(
      { userId: 'g1', organisationIds: [] },
      { deliver: (e) => told.push(e), end() {} },
    )!;
    expect(live.subscribe({ userId: 'g1', organisationIds: [] }, { deliver() {}, end() {} })).not.toBeNull();
    expect(live.subscribe({ userId: 'g1', organisationIds: [] }, { deliver() {}, end() {} })).toBeNull();
    // Another account has places of its own.
    expect(live.subscribe({ userId: 'g2', organisationIds: [] }, { deliver() {}, end() {} })).not.toBeNull();
    await live.publish(message);
    await live.publish({ ...message, conversationId: 2 });
    expect(told).toEqual([
      { kind: 'message', conversationId: 1 },
      { kind: 'message', conversationId: 2 },
    ]);
    stop();
    await live.publish(message);
    expect(told).toHaveLength(2);
    expect(live.subscribe({ userId: 'g1', organisationIds: [] }, { deliver() {}, end() {} })).not.toBeNull();
  });

  it('ends every stream when closed, and a failing stream does not stop the others', async () => {
    const live = createInProcessLive();
    const ended: string[] = [];
    const told: LiveEvent[] = [];
    live.subscribe(
      { userId: 'g1', organisationIds: [] },
      {
        deliver: () => {
          throw new Error('gone');
        },
        end: () => ended.push('a'),
      },
    );
    live.subscribe(
      { userId: 'g1', organisationIds: [] },
      { deliver: (e) => told.push(e), end: () => ended.push('b') },
    );
    await live.publish(message);
    expect(told).toHaveLength(1);
    await live.close();
    expect(ended.sort()).toEqual(['a', 'b']);
  });
});
