// Live updates of conversations (docs/decisions/conversations.md, "Live updates"): after a message is
// committed, or a thread read, each process's open event streams whose person may see that thread are
// told its id, never its words; the page then asks again through the authorized endpoints. This is the
// platform side: who is told what, and the in-process delivery. How notices cross processes is
// postgres-live.ts; which engine is used is chosen where the app is assembled.

/** What happened to a thread, as told between processes: who may hear of it, and nothing else. */
export type LiveNotice =
  | { kind: 'message'; conversationId: number; guestUserId: string | null; organisationId: number }
  | { kind: 'read'; conversationId: number; userId: string };

/**
 * What a stream is told: a thread changed (`message`: a new message; `read`: the person's own read mark
 * moved), or `resync`: notices may have been missed, ask everything again.
 */
export type LiveEvent = { kind: 'message' | 'read'; conversationId: number } | { kind: 'resync' };

/** Whose stream it is: the person, and the organisations whose threads they may read now. */
export type Audience = { userId: string; organisationIds: readonly number[] };

export type LiveUpdates = {
  /** Tells every process (this one included) what happened; call it once the write has committed. */
  publish(notice: LiveNotice): Promise<void>;
  /**
   * Delivers to `stream` what `audience` may hear of, until the returned stop is called; null when the
   * person already has MAX_STREAMS_PER_ACCOUNT open streams in this process.
   */
  subscribe(audience: Audience, stream: Stream): (() => void) | null;
  /** Stops listening and ends every open stream (the server is stopping). */
  close(): Promise<void>;
};

/** Open streams per account and process: a few tabs, and a bound on what one account can hold open. */
export const MAX_STREAMS_PER_ACCOUNT = 8;

/** Whether a stream of `audience` may hear of `notice`. */
export function mayHear(audience: Audience, notice: LiveNotice): boolean {
  if (notice.kind === 'read') return notice.userId === audience.userId;
  return notice.guestUserId === audience.userId || audience.organisationIds.includes(notice.organisationId);
}

/** An open stream: what it is told, and how it is ended when the process stops. */
export type Stream = { deliver: (event: LiveEvent) => void; end: () => void };
type Subscriber = Stream & { audience: Audience };

/** This process's open streams, and the delivery of a notice to those that may hear of it. */
export function createLocalStreams(maxPerAccount = MAX_STREAMS_PER_ACCOUNT) {
  const byUser = new Map<string, Set<Subscriber>>();
  const each = function* () {
    for (const set of byUser.values()) yield* set;
  };
  const safely = (s: Subscriber, event: LiveEvent) => {
    try {
      s.deliver(event);
    } catch {
      // A stream that cannot be written to is closing: its own abort removes it.
    }
  };
  return {
    subscribe(audience: Audience, stream: Stream): (() => void) | null {
      const set = byUser.get(audience.userId) ?? new Set<Subscriber>();
      if (set.size >= maxPerAccount) return null;
      byUser.set(audience.userId, set);
      const subscriber = { audience, ...stream };
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && byUser.get(audience.userId) === set) byUser.delete(audience.userId);
      };
    },
    dispatch(notice: LiveNotice): void {
      const event: LiveEvent = { kind: notice.kind, conversationId: notice.conversationId };
      if (notice.kind === 'read') {
        for (const s of byUser.get(notice.userId) ?? []) safely(s, event);
        return;
      }
      for (const s of each()) if (mayHear(s.audience, notice)) safely(s, event);
    },
    /** Every stream asks everything again (notices may have been lost). */
    resync(): void {
      for (const s of each()) safely(s, { kind: 'resync' });
    },
    count: () => [...each()].length,
    endAll(): void {
      for (const s of [...each()]) s.end();
      byUser.clear();
    },
  };
}

/**
 * One process owning its database (the embedded PGlite): a notice is delivered here, and nowhere else
 * needs it.
 */
export function createInProcessLive(maxPerAccount?: number): LiveUpdates {
  const streams = createLocalStreams(maxPerAccount);
  return {
    publish: async (notice) => streams.dispatch(notice),
    subscribe: (audience, stream) => streams.subscribe(audience, stream),
    close: async () => streams.endAll(),
  };
}

/** A notice as sent between processes, or undefined for anything that is not one. */
export function parseNotice(payload: string | undefined): LiveNotice | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload ?? '');
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (!Number.isSafeInteger(v.conversationId)) return undefined;
  const conversationId = v.conversationId as number;
  if (v.kind === 'read' && typeof v.userId === 'string')
    return { kind: 'read', conversationId, userId: v.userId };
  if (
    v.kind === 'message' &&
    Number.isSafeInteger(v.organisationId) &&
    (v.guestUserId === null || typeof v.guestUserId === 'string')
  )
    return {
      kind: 'message',
      conversationId,
      organisationId: v.organisationId as number,
      guestUserId: v.guestUserId as string | null,
    };
  return undefined;
}
