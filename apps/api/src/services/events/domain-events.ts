import type { Database } from '../../db/client';
import type { Logger } from '../../logger';

/** What happened, by name: ids and the user, never a DTO (a listener reads what it needs). */
type Payloads = {
  'booking.confirmed': { userId: string; paymentId: number; bookingIds: number[] };
  'booking.cancelled': { userId: string; bookingId: number };
  'order.placed': { userId: string; paymentId: number; orderId: number };
  'order.cancelled': { userId: string; orderId: number };
};

export type DomainEventType = keyof Payloads;
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
 * rollback (any error) publishes nothing. The one way a service announces a write, so an e-mail never
 * goes out for something that did not happen.
 */
export async function commitThenAnnounce<T>(
  db: Database,
  events: DomainEvents,
  work: (tx: Database, announce: Announce) => Promise<T>,
): Promise<T> {
  const announced: DomainEvent[] = [];
  const result = await db.transaction((tx) =>
    work(tx as unknown as Database, (event) => void announced.push(event)),
  );
  for (const event of announced) events.publish(event);
  return result;
}
