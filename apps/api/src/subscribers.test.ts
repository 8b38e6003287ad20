import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { onChange } from './db/change-notices';
import { user } from './db/schema/auth';
import { jobs } from './db/schema/jobs';
import { outbox } from './db/schema/mail';
import { createLogger } from './logger';
import { commitThenAnnounce, createDomainEvents, type DomainEvent } from './services/events/domain-events';
import { wireSubscribers } from './subscribers';
import { migratedTestDatabase } from './test/migrated-database';

const database = migratedTestDatabase();

// What follows from each announcement as the app is assembled (docs/decisions/after-commit.md).

beforeAll(async () => {
  await database.handle.db.insert(user).values({ id: 'u1', name: 'Una', email: 'una@example.com' });
});

const cancelled: DomainEvent = { type: 'booking.cancelled', userId: 'u1', bookingId: 7, by: 'guest' };
const placed: DomainEvent = { type: 'order.placed', userId: 'u1', paymentId: 3, orderId: 9 };

function assembled() {
  const events = createDomainEvents({ logger: createLogger('silent') });
  let woken = 0;
  wireSubscribers(events, { db: database.handle.db, wakeJobs: () => void (woken += 1) });
  return { events, woken: () => woken };
}

describe('the subscribers wired where the app is assembled', () => {
  it("write each announcement's mail, and the job that sends it, in its transaction: a rollback writes none", async () => {
    const { events, woken } = assembled();
    await database.handle.db.delete(outbox);
    await database.handle.db.delete(jobs);
    await expect(
      commitThenAnnounce(database.handle.db, events, async (_tx, announce) => {
        announce(cancelled);
        throw new Error('the write was refused');
      }),
    ).rejects.toThrow();
    expect(await database.handle.db.select().from(outbox)).toEqual([]);
    expect(await database.handle.db.select().from(jobs)).toEqual([]);
    expect(woken()).toBe(0);

    await commitThenAnnounce(database.handle.db, events, async (_tx, announce) => announce(placed));
    const rows = await database.handle.db.select().from(outbox);
    expect(rows.map((r) => [r.kind, r.recipient, r.payload, r.status])).toEqual([
      ['order.placed', 'una@example.com', { orderId: 9 }, 'pending'],
    ]);
    const sending = await database.handle.db.select().from(jobs);
    expect(sending.map((j) => [j.queue, j.payload, j.status])).toEqual([
      ['mail.send', { outboxId: rows[0]!.id }, 'queued'],
    ]);
    // This process's runner is woken once it has committed.
    expect(woken()).toBe(1);
  });

  it("forget this process's cached catalogue once a change commits, and not for a change rolled back", async () => {
    const { events } = assembled();
    const forgotten: string[] = [];
    onChange('content', (db) => void (db === database.handle.db && forgotten.push('content')));
    await expect(
      commitThenAnnounce(database.handle.db, events, async (tx, announce) => {
        announce({ type: 'catalogue.changed', topic: 'content' });
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(forgotten).toEqual([]);
    await commitThenAnnounce(database.handle.db, events, async (tx, announce) => {
      announce({ type: 'catalogue.changed', topic: 'content' });
      await tx.execute(sql`select 1`);
      expect(forgotten).toEqual([]);
    });
    expect(forgotten).toEqual(['content']);
  });

  it('are wired once per app, however many times it is assembled with the same announcements', async () => {
    const { events } = assembled();
    wireSubscribers(events, { db: database.handle.db });
    await database.handle.db.delete(outbox);
    await commitThenAnnounce(database.handle.db, events, async (_tx, announce) => announce(placed));
    expect(await database.handle.db.select().from(outbox)).toHaveLength(1);
  });
});
