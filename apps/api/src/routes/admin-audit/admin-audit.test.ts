import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_DATE_MESSAGE, recordLastDay } from '@restora/shared/domain/date-filters';
import { auditEvents } from '../../db/schema/audit';
import { registerAdmin } from '../../test/second-factor-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// The audit trail in the back office (docs/decisions/audit-trail.md): filters, pages of 50, newest first.

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerUser>>;
let partner: Awaited<ReturnType<typeof registerUser>>;
const day = (n: number) => new Date(Date.UTC(2026, 2, n, 12));

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t, { name: 'Ada Admin' });
  partner = await registerUser(t, { name: 'Pia Partner' });
  // 70 service updates by the partner, one a day from 1 March, 20 mid-day; then 10 approvals by the admin
  // on 5 March, and one by an account that is gone.
  const rows: (typeof auditEvents.$inferInsert)[] = [];
  for (let i = 0; i < 70; i++)
    rows.push({
      at: new Date(day(1 + Math.floor(i / 20)).getTime() + i * 60_000),
      actorUserId: partner.user.id,
      actorRole: 'partner',
      action: 'service.update',
      objectType: 'service',
      objectId: String(i % 3),
      before: { title: `Old ${i}` },
      after: { title: `New ${i}` },
    });
  for (let i = 0; i < 10; i++)
    rows.push({
      at: new Date(day(5).getTime() + i * 60_000),
      actorUserId: admin.user.id,
      actorRole: 'operator',
      action: 'partner-application.approve',
      objectType: 'partner-application',
      objectId: String(100 + i),
    });
  rows.push({
    at: day(6),
    actorUserId: 'gone-account',
    actorRole: 'partner',
    action: 'room.update',
    objectType: 'room',
    objectId: '9',
  });
  await t.db.insert(auditEvents).values(rows);
});
afterAll(() => t.close());

const list = async (query = '', cookie = admin.cookie) => {
  const res = await t.request(`/api/admin/audit${query}`, { headers: { cookie } });
  return { status: res.status, body: await readJson(res) };
};

describe('GET /api/admin/audit', () => {
  it('lists every record newest first in pages of 50, with the actor while the account exists', async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 81, page: 1, pageSize: 50 });
    expect(first.body.items).toHaveLength(50);
    expect(first.body.items[0]).toMatchObject({
      action: 'room.update',
      actor: { id: 'gone-account', role: 'partner', name: null, email: null },
      at: day(6).toISOString(),
    });
    expect(first.body.items[0]).not.toHaveProperty('before');
    expect(first.body.items[1]).toMatchObject({
      actor: { id: admin.user.id, role: 'operator', name: 'Ada Admin', email: admin.email },
    });
    const ats = first.body.items.map((r: { at: string }) => r.at);
    expect([...ats].sort().reverse()).toEqual(ats);

    const last = await list('?page=2');
    expect(last.body.items).toHaveLength(31);
    const seen = new Set([...first.body.items, ...last.body.items].map((r: { id: number }) => r.id));
    expect(seen.size).toBe(81);
    expect((await list('?page=3')).body.items).toEqual([]);
    const oldest = await list('?dir=asc');
    expect(oldest.body.items[0]).toMatchObject({ action: 'service.update', at: day(1).toISOString() });
  });

  it('filters by object, actor id or exact e-mail, action and days', async () => {
    expect((await list('?objectType=service')).body.total).toBe(70);
    const one = await list('?objectType=service&objectId=1');
    expect(one.body.total).toBe(23);
    expect(one.body.items.every((r: { objectId: string }) => r.objectId === '1')).toBe(true);
    expect((await list(`?actor=${partner.user.id}`)).body.total).toBe(70);
    expect((await list(`?actor=${encodeURIComponent(admin.email)}`)).body.total).toBe(10);
    expect((await list(`?actor=${encodeURIComponent(admin.email.toUpperCase())}`)).body.total).toBe(10);
    // Exact, not a prefix or a part of the address.
    expect((await list(`?actor=${encodeURIComponent(admin.email.slice(0, -1))}`)).body.total).toBe(0);
    expect((await list('?actor=nobody%40example.com')).body).toMatchObject({ total: 0, items: [] });
    expect((await list('?action=partner-application.approve')).body.total).toBe(10);
    expect((await list('?action=service')).body.total).toBe(0);
    // Days are inclusive at both ends: 2 and 3 March hold 40 updates.
    expect((await list('?from=2026-03-02&to=2026-03-03')).body.total).toBe(40);
    expect((await list('?from=2026-03-05')).body.total).toBe(11);
    expect((await list(`?from=2026-03-05&to=${recordLastDay()}`)).body.total).toBe(11);
    expect((await list('?to=2026-03-01&objectType=service&objectId=0')).body.total).toBe(7);
    expect((await list('?objectType=&actor=&action=')).body.total).toBe(81);
  });

  it('refuses a bad filter with a message per field', async () => {
    const bad = await list('?objectId=3&from=2026-13-40&page=0');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['from', 'objectType', 'page']);
    expect((await list('?from=2026-03-05&to=2026-03-01')).status).toBe(400);
    // Days from 2000-01-01 to ten years ahead (docs/decisions/bookings-and-availability.md, "Date windows").
    const far = await list('?from=1999-12-31&to=9999-12-31');
    expect(far.status).toBe(400);
    expect(far.body.error.fields).toEqual({ from: RECORD_DATE_MESSAGE, to: RECORD_DATE_MESSAGE });
  });

  it('is for administrators only', async () => {
    expect((await list('', partner.cookie)).status).toBe(403);
    expect((await list('', '')).status).toBe(401);
  });
});

describe('GET /api/admin/audit/{id}', () => {
  it('shows one record with the object before and after', async () => {
    const [newest] = (await list('?objectType=service&objectId=0')).body.items;
    const res = await t.request(`/api/admin/audit/${newest.id}`, { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({
      ...newest,
      before: { title: 'Old 69' },
      after: { title: 'New 69' },
    });
    const missing = await t.request('/api/admin/audit/999999', { headers: { cookie: admin.cookie } });
    expect(missing.status).toBe(404);
  });
});
