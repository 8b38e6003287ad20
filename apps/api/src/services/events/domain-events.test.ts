import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth';
import { createLogger } from '../../logger';
import { migratedTestDatabase } from '../../test/migrated-database';
import { commitThenAnnounce, createDomainEvents, type DomainEvent } from './domain-events';

const database = migratedTestDatabase();

beforeAll(async () => {
  await database.handle.db.insert(user).values({ id: 'u1', name: 'Una', email: 'una@example.com' });
});

const cancelled: DomainEvent = { type: 'booking.cancelled', userId: 'u1', bookingId: 7, by: 'guest' };
const placed: DomainEvent = { type: 'order.placed', userId: 'u1', paymentId: 3, orderId: 9 };

function withLog() {
  const lines: string[] = [];
  const events = createDomainEvents({
    logger: createLogger('debug', { write: (line: string) => void lines.push(line) }),
  });
  return { events, lines };
}

describe('domain events', () => {
  it('reach the listeners of their type only, until they unsubscribe', () => {
    const { events } = withLog();
    const seen: DomainEvent[] = [];
    const stop = events.subscribe('booking.cancelled', (e) => void seen.push(e));
    events.publish(cancelled);
    events.publish(placed);
    stop();
    events.publish(cancelled);
    expect(seen).toEqual([cancelled]);
  });

  it('are separate per publisher: one app does not hear another', () => {
    const a = withLog().events;
    const b = withLog().events;
    const heard: string[] = [];
    a.subscribe('order.placed', () => void heard.push('a'));
    b.publish(placed);
    expect(heard).toEqual([]);
  });

  it('log a listener that fails, and still reach the others', async () => {
    const { events, lines } = withLog();
    const seen: string[] = [];
    events.subscribe('order.placed', () => {
      throw new Error('smtp down');
    });
    events.subscribe('order.placed', async () => {
      throw new Error('smtp slow');
    });
    events.subscribe('order.placed', () => void seen.push('third'));
    expect(() => events.publish(placed)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(['third']);
    const failures = lines.filter((l) => l.includes('a domain event listener failed'));
    expect(failures).toHaveLength(2);
  });
});

describe('commitThenAnnounce', () => {
  it('publishes what was announced once the transaction has committed, not before', async () => {
    const { events } = withLog();
    const seen: DomainEvent[] = [];
    events.subscribe('booking.cancelled', (e) => void seen.push(e));
    const result = await commitThenAnnounce(database.handle.db, events, async (tx, announce) => {
      announce(cancelled);
      await tx.execute(sql`select 1`);
      expect(seen).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(seen).toEqual([cancelled]);
  });

  it('publishes nothing when the transaction rolls back', async () => {
    const { events } = withLog();
    const seen: DomainEvent[] = [];
    events.subscribe('booking.cancelled', (e) => void seen.push(e));
    await expect(
      commitThenAnnounce(database.handle.db, events, async (tx, announce) => {
        announce(cancelled);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    await expect(
      commitThenAnnounce(database.handle.db, events, async (_tx, announce) => {
        announce(cancelled);
        throw new Error('the write was refused');
      }),
    ).rejects.toThrow('the write was refused');
    expect(seen).toEqual([]);
  });

  it('runs the writers of what was announced inside the transaction: a failing writer undoes the write', async () => {
    const { events } = withLog();
    const seen: DomainEvent[] = [];
    events.subscribe('booking.cancelled', (e) => void seen.push(e));
    events.writeWith('booking.cancelled', async (tx, e) => {
      await tx
        .update(user)
        .set({ name: `Una ${e.bookingId}` })
        .where(sql`${user.id} = 'u1'`);
      if (e.bookingId === 8) throw new Error('the writer failed');
    });
    await commitThenAnnounce(database.handle.db, events, async (_tx, announce) => announce(cancelled));
    const name = async () => (await database.handle.db.select({ name: user.name }).from(user))[0]!.name;
    expect(await name()).toBe('Una 7');
    await expect(
      commitThenAnnounce(database.handle.db, events, async (tx, announce) => {
        await tx
          .update(user)
          .set({ image: 'changed.png' })
          .where(sql`${user.id} = 'u1'`);
        announce({ ...cancelled, bookingId: 8 } as DomainEvent);
      }),
    ).rejects.toThrow('the writer failed');
    expect(await name()).toBe('Una 7');
    expect((await database.handle.db.select({ image: user.image }).from(user))[0]!.image).toBeNull();
    expect(seen).toEqual([cancelled]);
  });
});
