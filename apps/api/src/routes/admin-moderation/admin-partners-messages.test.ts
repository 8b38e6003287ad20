import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { jobs } from '../../db/schema/jobs';
import { outbox } from '../../db/schema/mail';
import { partnerMembers, partnerOrganisations } from '../../db/schema/partners';
import { properties, stayRooms } from '../../db/schema/stays';
import { composeMail } from '../../services/mail/compose-mail';
import { caller } from '../../test/matrix-fixtures';
import { registerAdmin } from '../../test/second-factor-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// Organisations, publishing and the outbox in the back office (docs/decisions/admin-moderation.md).

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let guest: string;
let org: { id: number; propertyId: number; roomId: number; city: string; memberEmail: string };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  call = caller(t);
  const a = await registerAdmin(t);
  admin = a.cookie;
  guest = (await registerUser(t)).cookie;
  const member = await registerUser(t, { name: 'Mira Member' });
  const [o] = await t.db.insert(partnerOrganisations).values({ name: 'Zephyr_% Wellness Co' }).returning();
  await t.db.insert(partnerMembers).values({ organisationId: o!.id, userId: member.user.id });
  const [room] = await t.db
    .select({ id: stayRooms.id, propertyId: stayRooms.propertyId, city: properties.city })
    .from(stayRooms)
    .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
    .where(eq(stayRooms.published, true))
    .orderBy(stayRooms.id)
    .limit(1);
  await t.db.update(properties).set({ organisationId: o!.id }).where(eq(properties.id, room!.propertyId));
  org = {
    id: o!.id,
    propertyId: room!.propertyId,
    roomId: room!.id,
    city: room!.city,
    memberEmail: member.email,
  };
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await call('GET', path, admin);
  expect(res.status, path).toBe(200);
  return readJson(res);
};

describe('organisations', () => {
  it('are for administrators only', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/organisations'],
      ['GET', `/api/admin/organisations/${org.id}`],
      ['POST', `/api/admin/properties/${org.propertyId}/unpublish`],
      ['POST', `/api/admin/properties/${org.propertyId}/publish`],
      ['GET', '/api/admin/messages'],
      ['POST', '/api/admin/messages/1/retry'],
    ] as const) {
      expect((await call(method, path, '')).status, path).toBe(401);
      expect((await call(method, path, guest)).status, path).toBe(403);
    }
  });

  it('are found by name prefix in any case (wildcards taken literally), with member and property counts', async () => {
    const found = await get('/api/admin/organisations?q=zephyr_%25');
    expect(found.items).toEqual([
      expect.objectContaining({ id: org.id, name: 'Zephyr_% Wellness Co', memberCount: 1, propertyCount: 1 }),
    ]);
    expect(found.total).toBe(1);
    expect((await get('/api/admin/organisations?q=zephyrx')).items).toEqual([]);
    expect((await get('/api/admin/organisations?q=ephyr')).items).toEqual([]);
    // A second property: the count is the organisation's, whatever the ids.
    const [second] = await t.db
      .select({ id: properties.id, organisationId: properties.organisationId })
      .from(properties)
      .where(eq(properties.published, true))
      .orderBy(desc(properties.id))
      .limit(1);
    await t.db.update(properties).set({ organisationId: org.id }).where(eq(properties.id, second!.id));
    expect((await get('/api/admin/organisations?q=zephyr')).items[0].propertyCount).toBe(2);
    await t.db
      .update(properties)
      .set({ organisationId: second!.organisationId })
      .where(eq(properties.id, second!.id));
    const all = await get('/api/admin/organisations');
    const names = all.items.map((o: { name: string }) => o.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(all.pageSize).toBe(50);
    expect((await call('GET', '/api/admin/organisations?sort=members', admin)).status).toBe(400);
  });

  it('shows one with its members and its properties, published or not', async () => {
    const detail = await get(`/api/admin/organisations/${org.id}`);
    expect(detail.members).toEqual([
      expect.objectContaining({ name: 'Mira Member', email: org.memberEmail }),
    ]);
    const rooms = await t.db.select().from(stayRooms).where(eq(stayRooms.propertyId, org.propertyId));
    expect(detail.properties).toEqual([
      expect.objectContaining({ id: org.propertyId, published: true, roomCount: rooms.length }),
    ]);
    expect((await call('GET', '/api/admin/organisations/2000000', admin)).status).toBe(404);
  });

  it('unpublishes a property: gone from search and its page; publishing brings it back; both audited', async () => {
    const inSearch = async () =>
      (await readJson(await t.request(`/api/stays?location=${encodeURIComponent(org.city)}`))).items.some(
        (s: { id: number }) => s.id === org.roomId,
      );
    expect(await inSearch()).toBe(true);
    const off = await call('POST', `/api/admin/properties/${org.propertyId}/unpublish`, admin);
    expect(off.status).toBe(200);
    expect(await readJson(off)).toMatchObject({ id: org.propertyId, published: false });
    expect(await inSearch()).toBe(false);
    expect((await t.request(`/api/stays/${org.roomId}`)).status).toBe(404);
    // Unpublishing again changes nothing and records nothing.
    expect((await call('POST', `/api/admin/properties/${org.propertyId}/unpublish`, admin)).status).toBe(200);
    const on = await call('POST', `/api/admin/properties/${org.propertyId}/publish`, admin);
    expect(await readJson(on)).toMatchObject({ published: true });
    expect(await inSearch()).toBe(true);
    expect((await t.request(`/api/stays/${org.roomId}`)).status).toBe(200);
    const audits = await t.db
      .select({ action: auditEvents.action, before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.objectType, 'property'), eq(auditEvents.objectId, String(org.propertyId))))
      .orderBy(auditEvents.id);
    expect(audits.map((a) => a.action)).toEqual(['property.unpublish', 'property.publish']);
    expect(audits[0]).toMatchObject({ before: { published: true }, after: { published: false } });
    // The organisation's member was told, once (publishing again and the repeated unpublish send nothing).
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, org.memberEmail), eq(outbox.kind, 'property.unpublished-by-operator')));
    expect(mails).toHaveLength(1);
    const [property] = await t.db.select().from(properties).where(eq(properties.id, org.propertyId));
    const composed = await composeMail(
      t.db,
      { kind: 'property.unpublished-by-operator', to: org.memberEmail, payload: mails[0]!.payload as never },
      { publicUrl: 'https://restora.example' },
    );
    expect(composed.subject).toBe(`${property!.name} is no longer shown on Restora`);
    expect(composed.text).toContain('Hi Mira,');
    expect((await call('POST', '/api/admin/properties/2000000/unpublish', admin)).status).toBe(404);
  });

  it('refuses to publish a property with no room', async () => {
    const [bare] = await t.db
      .insert(properties)
      .values({
        name: 'Empty Shell',
        description: 'Nothing to book yet.',
        type: 'spa_resort',
        address: '1 Road',
        city: 'Nowhere',
        country: 'Portugal',
        latitude: 0,
        longitude: 0,
        organisationId: org.id,
      })
      .returning({ id: properties.id });
    expect((await call('POST', `/api/admin/properties/${bare!.id}/publish`, admin)).status).toBe(409);
  });
});

describe('the outbox', () => {
  const recipient = `Outbox-${randomUUID()}@Example.com`;
  let ids: { failed: number; sent: number; pending: number };

  beforeAll(async () => {
    const insert = async (status: 'failed' | 'sent' | 'pending', minutesAgo: number) => {
      const [row] = await t.db
        .insert(outbox)
        .values({
          kind: 'account.password-changed',
          recipient,
          payload: { name: 'Olive' },
          status,
          attempts: status === 'failed' ? 7 : 1,
          lastError: status === 'failed' ? 'connection refused' : null,
          createdAt: new Date(Date.now() - minutesAgo * 60_000),
          nextAttemptAt: new Date(Date.now() + 3_600_000),
          sentAt: status === 'sent' ? new Date() : null,
          subject: status === 'sent' ? 'Your password was changed' : null,
        })
        .returning({ id: outbox.id });
      return row!.id;
    };
    ids = {
      failed: await insert('failed', 30),
      sent: await insert('sent', 20),
      pending: await insert('pending', 10),
    };
  });

  it('lists messages newest first, by recipient (any case) and by status', async () => {
    const mine = await get(`/api/admin/messages?recipient=${encodeURIComponent(recipient.toLowerCase())}`);
    expect(mine.items.map((m: { id: number }) => m.id)).toEqual([ids.pending, ids.sent, ids.failed]);
    expect(mine.total).toBe(3);
    // What a message says: its subject once composed, else what its kind names (never the kind itself).
    expect(mine.items.map((m: { subject: string }) => m.subject)).toEqual([
      'Account password changed',
      'Your password was changed',
      'Account password changed',
    ]);
    const failed = await get(`/api/admin/messages?status=failed&recipient=${encodeURIComponent(recipient)}`);
    expect(failed.items).toEqual([
      expect.objectContaining({
        id: ids.failed,
        status: 'failed',
        attempts: 7,
        lastError: 'connection refused',
      }),
    ]);
    const everyFailed = await get('/api/admin/messages?status=failed');
    expect(everyFailed.items.every((m: { status: string }) => m.status === 'failed')).toBe(true);
    const all = await get('/api/admin/messages');
    const times = all.items.map((m: { createdAt: string }) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await call('GET', '/api/admin/messages?status=lost', admin)).status).toBe(400);
  });

  it('puts a failed message back to pending, due now, attempts reset; refuses any other status', async () => {
    const res = await call('POST', `/api/admin/messages/${ids.failed}/retry`, admin);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ id: ids.failed, status: 'pending', attempts: 0 });
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, ids.failed));
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // A new job is there to send it, due now.
    const sending = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'mail.send'), sql`${jobs.payload}->>'outboxId' = ${String(ids.failed)}`));
    expect(sending).toEqual([expect.objectContaining({ status: 'queued', attempts: 0 })]);
    expect(sending[0]!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'message.retry'), eq(auditEvents.objectId, String(ids.failed))));
    expect(audit).toMatchObject({
      objectType: 'message',
      before: { status: 'failed' },
      after: { status: 'pending' },
    });
    for (const id of [ids.failed, ids.sent, ids.pending]) {
      expect((await call('POST', `/api/admin/messages/${id}/retry`, admin)).status, String(id)).toBe(409);
    }
    expect((await call('POST', '/api/admin/messages/2000000/retry', admin)).status).toBe(404);
  });
});
