import type { Database } from '../../db/client';
import type { Logger } from '../../logger';
import { enqueueMailForEvents } from '../mail/mail-for-events';

/** What happened, by name: ids and the user, never a DTO (a listener reads what it needs). */
type Payloads = {
  'booking.confirmed': { userId: string; paymentId: number; bookingIds: number[] };
  /** `by`: who cancelled; the guest's mail differs when their partner did (docs/decisions/partner-bookings.md). */
  'booking.cancelled': { userId: string; bookingId: number; by: 'guest' | 'partner' | 'operator' };
  /** The operator refunded (part of) a booking, cancelling it or not; refundId null for a free booking. */
  'booking.refunded': { userId: string; bookingId: number; refundId: number | null };
  'order.placed': { userId: string; paymentId: number; orderId: number };
  'order.cancelled': { userId: string; orderId: number };
  /** The operator moved an order along (shipped, delivered). */
  'order.status-changed': { userId: string; orderId: number; status: string };
  /** The operator refunded (part of) an order. */
  'order.refunded': { userId: string; orderId: number; refundId: number };
};

export type DomainEventType = keyof Payloads;
export const domainEventTypes = [
  'booking.confirmed',
  'booking.cancelled',
  'booking.refunded',
  'order.placed',
  'order.cancelled',
  'order.status-changed',
  'order.refunded',
] as const satisfies readonly DomainEventType[];
export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: { type: K } & Payloads[K];
}[T];
export type Announce = (event: DomainEvent) => void;
type Listener<T extends DomainEventType> = (event: DomainEvent<T>) => void | Promise<void>;

/**
 * The app's announcements, one publisher per app instance (createApp takes it, handlers read c.var.events).
 * A listener's failure is logged and goes no further: what it reacts to is already committed.
 */
export type DomainEvents = {
  publish(event: DomainEvent): void;
  /** Returns the unsubscribe. */
  subscribe<T extends DomainEventType>(type: T, listener: Listener<T>): () => void;
};

export function createDomainEvents({ logger }: { logger: Logger }): DomainEvents {
  const listeners = new Map<DomainEventType, Set<Listener<DomainEventType>>>();
  const failed = (event: DomainEvent) => (err: unknown) =>
    logger.error({ err, event: event.type }, 'a domain event listener failed');
  return {
    publish(event) {
      for (const listener of listeners.get(event.type) ?? []) {
        try {
          void Promise.resolve(listener(event)).catch(failed(event));
        } catch (err) {
          failed(event)(err);
        }
      }
    },
    subscribe(type, listener) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      set.add(listener as Listener<DomainEventType>);
      return () => void set.delete(listener as Listener<DomainEventType>);
    },
  };
}

/**
 * Runs `work` in a transaction and publishes what it announced once the transaction has committed; a
 * rollback (any error) publishes nothing. The one way a service announces a write. The e-mail each
 * announcement sends is written to the outbox inside the same transaction (docs/decisions/email.md), so
 * a message goes out exactly when what it tells of happened, even if the process dies after the commit.
 */
export async function commitThenAnnounce<T>(
  db: Database,
  events: DomainEvents,
  work: (tx: Database, announce: Announce) => Promise<T>,
): Promise<T> {
  const announced: DomainEvent[] = [];
  const result = await db.transaction(async (tx) => {
    const done = await work(tx as unknown as Database, (event) => void announced.push(event));
    await enqueueMailForEvents(tx as unknown as Database, announced);
    return done;
  });
  for (const event of announced) events.publish(event);
  return result;
}
