import type { Database } from '../../db/client';
import type { ChangeTopic } from '../../db/change-notices';
import type { Logger } from '../../logger';

// docs/decisions/after-commit.md: a write says what happened, once, by announcing it inside
// commitThenAnnounce; what follows from it (its mail in the outbox, caches forgotten in every process,
// the job runner woken) is subscribed where the app is assembled (apps/api/src/subscribers.ts), never
// imported here.

/** What happened, by name: ids and the user, never a DTO (a subscriber reads what it needs). */
type Payloads = {
  'booking.confirmed': { userId: string; paymentId: number; bookingIds: number[] };
  /** `by`: who cancelled; the guest's mail differs when their partner did (docs/decisions/partner-bookings.md). */
  'booking.cancelled': { userId: string; bookingId: number; by: 'guest' | 'partner' | 'operator' };
  /** The operator refunded (part of) a booking, cancelling it or not; refundId null for a free booking. */
  'booking.refunded': { userId: string; bookingId: number; refundId: number | null };
  /**
   * A request to book (docs/decisions/request-to-book.md): sent (its hosts are mailed), or closed without a
   * stay: declined by the host, expired unanswered, or its card's hold lost (`failed`); the guest is mailed.
   */
  'booking.requested': { userId: string; bookingId: number };
  'booking.request-closed': { userId: string; bookingId: number; outcome: 'declined' | 'expired' | 'failed' };
  'order.placed': { userId: string; paymentId: number; orderId: number };
  'order.cancelled': { userId: string; orderId: number };
  /** The operator moved an order along (shipped, delivered). */
  'order.status-changed': { userId: string; orderId: number; status: string };
  /** The operator refunded (part of) an order. */
  'order.refunded': { userId: string; orderId: number; refundId: number };
  /**
   * A retreat place's money and dates, each told to its guest (docs/decisions/retreats.md): booked (the
   * deposit or all paid), the balance's reminder, the balance paid or declined, the place cancelled (by
   * whom, with what it gives back), and a freed spot offered to someone on the waitlist.
   */
  'retreat.booked': { userId: string; retreatBookingId: number };
  /** A place on a retreat on request, sent (hosts mailed) or closed without a place, as a stay's request. */
  'retreat.requested': { userId: string; retreatBookingId: number };
  'retreat.request-closed': {
    userId: string;
    retreatBookingId: number;
    outcome: 'declined' | 'expired' | 'failed';
  };
  'retreat.balance-reminder': { userId: string; retreatBookingId: number };
  'retreat.balance-paid': { userId: string; retreatBookingId: number };
  'retreat.balance-declined': { userId: string; retreatBookingId: number };
  'retreat.cancelled': {
    userId: string;
    retreatBookingId: number;
    by: 'guest' | 'partner' | 'operator' | 'unpaid';
  };
  'retreat.waitlist-offered': { userId: string; waitlistEntryId: number };
  /**
   * What the catalogue shows changed (a listing, a price, a rating, an article): answers cached for
   * everyone must be forgotten (docs/decisions/many-processes.md).
   */
  'catalogue.changed': { topic: ChangeTopic };
  /** A message was added to a thread: its guest and organisation hear of it live (conversations.md). */
  'conversation.message': { conversationId: number; guestUserId: string | null; organisationId: number };
  /** A person's read mark of a thread moved: their own other pages hear of it live. */
  'conversation.read': { conversationId: number; userId: string };
};

export type DomainEventType = keyof Payloads;
export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: { type: K } & Payloads[K];
}[T];
export type Announce = (event: DomainEvent) => void;
type Listener<T extends DomainEventType> = (event: DomainEvent<T>) => void | Promise<void>;
type Writer<T extends DomainEventType> = (tx: Database, event: DomainEvent<T>) => Promise<void>;

/**
 * The app's announcements, one per app instance (createApp takes it, handlers read c.var.events). Two
 * kinds of subscriber: a writer runs inside the announcing transaction, so what it writes commits or rolls
 * back with the write (the outbox, a change notice to the other processes); a listener runs in this process
 * once the write has committed, and its failure is logged and goes no further.
 */
export type DomainEvents = {
  /** Returns the unsubscribe. */
  subscribe<T extends DomainEventType>(type: T, listener: Listener<T>): () => void;
  /** Returns the unsubscribe. */
  writeWith<T extends DomainEventType>(type: T, writer: Writer<T>): () => void;
  /** Runs every writer of `events` in `tx` (commitThenAnnounce does, before it commits). */
  write(tx: Database, events: readonly DomainEvent[]): Promise<void>;
  /** Tells the listeners (commitThenAnnounce does, once committed). */
  publish(event: DomainEvent): void;
};

function registry<F>() {
  const byType = new Map<DomainEventType, Set<F>>();
  return {
    add(type: DomainEventType, f: F) {
      const set = byType.get(type) ?? new Set();
      byType.set(type, set);
      set.add(f);
      return () => void set.delete(f);
    },
    of: (type: DomainEventType) => byType.get(type) ?? new Set<F>(),
  };
}

export function createDomainEvents({ logger }: { logger: Logger }): DomainEvents {
  const listeners = registry<Listener<DomainEventType>>();
  const writers = registry<Writer<DomainEventType>>();
  const failed = (event: DomainEvent) => (err: unknown) =>
    logger.error({ err, event: event.type }, 'a domain event listener failed');
  return {
    subscribe: (type, listener) => listeners.add(type, listener as Listener<DomainEventType>),
    writeWith: (type, writer) => writers.add(type, writer as Writer<DomainEventType>),
    async write(tx, events) {
      for (const event of events) for (const writer of writers.of(event.type)) await writer(tx, event);
    },
    publish(event) {
      for (const listener of listeners.of(event.type)) {
        try {
          void Promise.resolve(listener(event)).catch(failed(event));
        } catch (err) {
          failed(event)(err);
        }
      }
    },
  };
}

/**
 * Runs `work` in a transaction, and what it announced: the writers in the same transaction, the listeners
 * once it has committed. A rollback (any error) writes and tells nothing. The one way a service says what
 * its write did. So the e-mail an announcement sends is in the outbox exactly when what it tells of
 * happened, even if the process dies after the commit (docs/decisions/email.md).
 */
export async function commitThenAnnounce<T>(
  db: Database,
  events: DomainEvents,
  work: (tx: Database, announce: Announce) => Promise<T>,
): Promise<T> {
  const announced: DomainEvent[] = [];
  const result = await db.transaction(async (tx) => {
    const done = await work(tx as unknown as Database, (event) => void announced.push(event));
    await events.write(tx as unknown as Database, announced);
    return done;
  });
  for (const event of announced) events.publish(event);
  return result;
}
