import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_URL, openLiveUpdates, staleKeys } from './live-updates';
import { partnerKeys } from './partner-query-keys';
import { queryKeys } from './query-keys';

// The browser's side of live updates (docs/decisions/conversations.md, "Live updates").

class FakeEventSource {
  static opened: FakeEventSource[] = [];
  closed = false;
  onmessage: ((e: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  onopen: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  send(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
});

describe('what an event makes stale', () => {
  it("marks a message's thread on both sides, a read only the counts, a resync everything", () => {
    expect(staleKeys({ kind: 'message', conversationId: 4 })).toEqual(
      expect.arrayContaining([
        queryKeys.conversations.unread(),
        partnerKeys.conversationsUnread(),
        queryKeys.conversations.one(4),
        partnerKeys.conversation(4),
      ]),
    );
    const read = staleKeys({ kind: 'read', conversationId: 4 });
    expect(read).toContainEqual(queryKeys.conversations.unread());
    expect(read).not.toContainEqual(queryKeys.conversations.one(4));
    expect(staleKeys({ kind: 'resync' })).toEqual([
      queryKeys.conversations.all(),
      partnerKeys.conversations(),
    ]);
  });
});

describe('the tab’s stream', () => {
  it('is one per tab, refreshes on events and after a reconnect, and closes with its last user', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const release = openLiveUpdates(client);
    const again = openLiveUpdates(client);
    expect(FakeEventSource.opened).toHaveLength(1);
    const source = FakeEventSource.opened[0]!;
    expect(source.url).toBe(LIVE_URL);

    source.send({ kind: 'message', conversationId: 9 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.conversations.one(9) });
    invalidate.mockClear();
    source.onmessage?.({ data: 'not json' } as MessageEvent<string>);
    source.onopen?.();
    expect(invalidate).not.toHaveBeenCalled();
    source.onerror?.();
    source.onopen?.();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.conversations.all() });

    release();
    release();
    expect(source.closed).toBe(false);
    again();
    expect(source.closed).toBe(true);
  });
});
