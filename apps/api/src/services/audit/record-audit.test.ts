import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { auditEvents } from '../../db/schema/audit';
import { openTestDatabase } from '../../test/test-app';
import { recordAudit, type AuditActor } from './record-audit';

const actor: AuditActor = { userId: 'user-1', role: 'operator', requestId: 'req-1' };
let handle: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  handle = opened.handle;
  drop = opened.dropDatabase;
  await runMigrations(handle);
});
afterAll(async () => {
  await handle.close();
  await drop();
});

describe('recordAudit', () => {
  it('records who, what, before and after, and the request', async () => {
    await recordAudit(handle.db, actor, {
      action: 'product.update',
      object: { type: 'product', id: 7 },
      before: { stock: 3, at: new Date('2026-01-02T00:00:00Z') },
      after: { stock: 5, gone: undefined },
    });
    const [row] = await handle.db.select().from(auditEvents).where(eq(auditEvents.objectId, '7'));
    expect(row).toMatchObject({
      actorUserId: 'user-1',
      actorRole: 'operator',
      action: 'product.update',
      objectType: 'product',
      before: { stock: 3, at: '2026-01-02T00:00:00.000Z' },
      after: { stock: 5 },
      requestId: 'req-1',
    });
  });

  it('commits and rolls back with the write it records', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await recordAudit(tx, actor, { action: 'product.update', object: { type: 'product', id: 'rolled' } });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    const rows = await handle.db.select().from(auditEvents).where(eq(auditEvents.objectId, 'rolled'));
    expect(rows).toEqual([]);
  });

  it('is append-only: an update or a delete is refused by the database', async () => {
    // drizzle wraps the database's error; the trigger's message is its cause.
    const refused = { cause: { message: expect.stringMatching(/append-only/) } };
    await expect(handle.db.execute(sql`update audit_events set action = 'forged'`)).rejects.toMatchObject(
      refused,
    );
    await expect(handle.db.execute(sql`delete from audit_events`)).rejects.toMatchObject(refused);
    const [row] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(auditEvents);
    expect(row?.count).toBe(1);
  });
});
