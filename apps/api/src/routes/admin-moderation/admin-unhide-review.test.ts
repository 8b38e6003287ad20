import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { stayRooms } from '../../db/schema/stays';
import { caller } from '../../test/matrix-fixtures';
import { insertReview } from '../../test/reviews-kit';
import { registerAdmin } from '../../test/second-factor-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// Showing a hidden review again, and the list of hidden reviews (docs/decisions/review-moderation.md).

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let guest: string;
let rooms: number[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  call = caller(t);
  admin = (await registerAdmin(t)).cookie;
  guest = (await registerUser(t)).cookie;
  rooms = (
    await t.db
      .select({ id: stayRooms.id })
      .from(stayRooms)
      .where(eq(stayRooms.published, true))
      .orderBy(stayRooms.id)
  ).map((r) => r.id);
});
afterAll(() => t.close());

let ago = 100;
const review = (values: Parameters<typeof insertReview>[1]) =>
  insertReview(t.db, { daysAgo: ago++, ...values });
const figures = async (roomId: number) =>
  (
    await t.db
      .select({ rating: stayRooms.rating, reviewCount: stayRooms.reviewCount })
      .from(stayRooms)
      .where(eq(stayRooms.id, roomId))
  )[0]!;
const stayReviewIds = async (roomId: number) =>
  (await readJson(await t.request(`/api/stays/${roomId}`))).reviews.map((r: { id: number }) => r.id);
const post = (id: number, verb: 'hide' | 'unhide', cookie = admin) =>
  call('POST', `/api/admin/reviews/${id}/${verb}`, cookie);
const hiddenList = async (qs = '') => readJson(await call('GET', `/api/admin/reviews/hidden${qs}`, admin));
const records = (id: number, action: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.objectType, 'review'),
        eq(auditEvents.objectId, String(id)),
        eq(auditEvents.action, action),
      ),
    );

describe('showing a hidden review again', () => {
  it("puts it back on the stay page and in the room's figures, recorded as review.unhide", async () => {
    const room = rooms[0]!;
    const id = await review({ roomId: room, rating: 1, comment: 'Hidden by mistake.' });
    await t.db.update(stayRooms).set({ rating: 3, reviewCount: 4 }).where(eq(stayRooms.id, room));
    expect((await post(id, 'hide')).status).toBe(200);
    expect(await stayReviewIds(room)).not.toContain(id);
    expect((await figures(room)).reviewCount).toBe(3);

    const res = await post(id, 'unhide');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      id,
      hidden: false,
      closedReports: 0,
      room: { reviewCount: 4 },
    });
    // (11/3 * 3 + 1) / 4 = 3: the hiding undone.
    expect((await figures(room)).rating).toBeCloseTo(3, 4);
    expect(await stayReviewIds(room)).toContain(id);
    const stay = await readJson(await t.request(`/api/stays/${room}`));
    expect(stay).toMatchObject({ rating: 3, reviewCount: 4 });
    const [record] = await records(id, 'review.unhide');
    expect(record).toMatchObject({ actorRole: 'operator', before: { id, hidden: true } });
    expect(record!.after).toMatchObject({ hidden: false, room: { reviewCount: 4 } });
    expect((await hiddenList()).items.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('gives the last counted review its rating back', async () => {
    const room = rooms[1]!;
    const id = await review({ roomId: room, rating: 2 });
    await t.db.update(stayRooms).set({ rating: 2, reviewCount: 1 }).where(eq(stayRooms.id, room));
    await post(id, 'hide');
    expect(await figures(room)).toEqual({ rating: null, reviewCount: 0 });
    await post(id, 'unhide');
    expect(await figures(room)).toEqual({ rating: 2, reviewCount: 1 });
  });

  it('changes and records nothing for a review that is not hidden, however often it is asked', async () => {
    const room = rooms[2]!;
    const id = await review({ roomId: room });
    await post(id, 'hide');
    expect((await post(id, 'unhide')).status).toBe(200);
    const once = await figures(room);
    const again = await post(id, 'unhide');
    expect(again.status).toBe(200);
    expect(await readJson(again)).toMatchObject({ id, hidden: false, closedReports: 0, room: once });
    expect(await figures(room)).toEqual(once);
    expect(await records(id, 'review.unhide')).toHaveLength(1);

    const neverHidden = await review({ roomId: room });
    expect((await post(neverHidden, 'unhide')).status).toBe(200);
    expect(await figures(room)).toEqual(once);
    expect(await records(neverHidden, 'review.unhide')).toEqual([]);
    expect((await post(2_000_000, 'unhide')).status).toBe(404);
  });

  it('is for administrators only, and a refusal changes nothing', async () => {
    const room = rooms[3]!;
    const id = await review({ roomId: room });
    await post(id, 'hide');
    const hidden = await figures(room);
    for (const [method, path] of [
      ['POST', `/api/admin/reviews/${id}/unhide`],
      ['GET', '/api/admin/reviews/hidden'],
    ] as const) {
      expect((await call(method, path, '')).status, path).toBe(401);
      expect((await call(method, path, guest)).status, path).toBe(403);
    }
    expect(await stayReviewIds(room)).not.toContain(id);
    expect(await figures(room)).toEqual(hidden);
    expect(await records(id, 'review.unhide')).toEqual([]);
  });
});

describe('the hidden reviews', () => {
  it('lists each hidden review once, the latest hidden first, with the reasons its hiding closed', async () => {
    const room = rooms[4]!;
    const first = await review({ roomId: room, comment: 'Hidden first.' });
    const twice = await review({ roomId: room, comment: 'Hidden, shown, hidden again.' });
    const shown = await review({ roomId: room, comment: 'Shown again.' });
    expect(
      (await call('POST', `/api/reviews/${first}/report`, guest, { reason: 'Names the cook.' })).status,
    ).toBe(201);
    await post(first, 'hide');
    await post(twice, 'hide');
    await post(shown, 'hide');
    await post(twice, 'unhide');
    await post(shown, 'unhide');
    await post(twice, 'hide');

    const page = await hiddenList();
    const ids = page.items.map((r: { id: number }) => r.id);
    expect(ids.filter((id: number) => [first, twice, shown].includes(id))).toEqual([twice, first]);
    expect(page.items.find((r: { id: number }) => r.id === first)).toMatchObject({
      comment: 'Hidden first.',
      reasons: ['Names the cook.'],
      room: { id: room },
      hiddenBy: expect.any(String),
    });
    expect(page.items.find((r: { id: number }) => r.id === twice).reasons).toEqual([]);
    expect(page).toMatchObject({ page: 1, pageSize: 50, total: ids.length });
    const oldest = (await hiddenList('?dir=asc')).items.map((r: { id: number }) => r.id);
    expect(oldest.indexOf(first)).toBeLessThan(oldest.indexOf(twice));
    expect((await call('GET', '/api/admin/reviews/hidden?page=0', admin)).status).toBe(400);
  });

  it('lets readers report a review shown again', async () => {
    const id = await review({ roomId: rooms[5]! });
    await post(id, 'hide');
    expect((await call('POST', `/api/reviews/${id}/report`, guest, { reason: 'Still rude.' })).status).toBe(
      404,
    );
    await post(id, 'unhide');
    expect((await call('POST', `/api/reviews/${id}/report`, guest, { reason: 'Still rude.' })).status).toBe(
      201,
    );
    const queue = await readJson(await call('GET', '/api/admin/reviews/reported', admin));
    expect(queue.items.map((r: { id: number }) => r.id)).toContain(id);
  });
});
